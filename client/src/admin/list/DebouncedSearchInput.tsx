import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';

/** admin.md §9: the estate agents search waits 500 ms; other lists default to 300 ms. */
export const DEFAULT_SEARCH_DELAY_MS = 300;

type DebouncedSearchInputProps = {
  /** The search in force (usually the URL state's `search`). */
  value: string;
  /** Called with the trimmed text once typing pauses, at once on Enter or clear. */
  onSearch: (text: string) => void;
  delayMs?: number;
  /** The accessible name (and the placeholder unless one is given). */
  label: string;
  placeholder?: string;
};

/**
 * A list's search box: types freely, searches after a pause. Follows `value` when it changes
 * from outside (the back button, a link).
 */
export const DebouncedSearchInput = ({
  value,
  onSearch,
  delayMs = DEFAULT_SEARCH_DELAY_MS,
  label,
  placeholder = label,
}: DebouncedSearchInputProps) => {
  const [text, setText] = useState(value);
  const [followed, setFollowed] = useState(value);
  if (value !== followed) {
    setFollowed(value);
    setText(value);
  }

  const handleSearch = useRef(onSearch);
  useEffect(() => {
    handleSearch.current = onSearch;
  }, [onSearch]);

  useEffect(() => {
    const wanted = text.trim();
    if (wanted === value) return undefined;
    const timer = window.setTimeout(() => handleSearch.current(wanted), delayMs);
    return () => window.clearTimeout(timer);
  }, [text, value, delayMs]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setText(event.target.value);
    // antd's clear button sends an empty value: search everything again straight away.
    if (event.target.value === '' && value !== '') onSearch('');
  };

  return (
    <Input
      type="search"
      role="searchbox"
      aria-label={label}
      placeholder={placeholder}
      prefix={<SearchOutlined aria-hidden />}
      allowClear
      value={text}
      onChange={handleChange}
      onPressEnter={() => text.trim() !== value && onSearch(text.trim())}
      style={{ maxWidth: 420 }}
    />
  );
};
