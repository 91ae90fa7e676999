import { SearchOutlined } from '@ant-design/icons';
import { Input, Spin } from 'antd';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useDebouncedValue } from '@/admin/hooks/useDebouncedValue';
import { adminPaths } from '@/admin/paths';
import {
  GLOBAL_SEARCH_DEBOUNCE_MS,
  GLOBAL_SEARCH_MIN_CHARS,
  GLOBAL_SEARCH_PLACEHOLDER,
  moreResultsText,
  NO_BUYER_TEXT,
  NO_RESULTS_TEXT,
  OPEN_LIST_TEXT,
  personName,
  type GlobalSearchPerson,
  type GlobalSearchResult,
  type UseGlobalSearch,
} from '@/admin/shell/globalSearch';
import { errorMessage } from '@/api/baseQuery';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden';
import '@/admin/shell/globalSearch.css';

const PersonLine = ({ role, person }: { role: string; person: GlobalSearchPerson }) => (
  <span className="th-global-search-person">
    {`${role}: ${personName(person)}`}
    {person.email && ` · ${person.email}`}
  </span>
);

const ResultContent = ({ result }: { result: GlobalSearchResult }) => (
  <>
    <span className="th-global-search-address">{result.address}</span>
    <PersonLine role="Seller" person={result.seller} />
    {result.buyer ? (
      <PersonLine role="Buyer" person={result.buyer} />
    ) : (
      <span className="th-global-search-person">{NO_BUYER_TEXT}</span>
    )}
  </>
);

type GlobalSearchProps = {
  /** Runs the search (see `UseGlobalSearch`); injected so the box works without the API. */
  useSearch: UseGlobalSearch;
};

/**
 * The top bar's transaction search (admin.md §2): from 2 characters, 300 ms after typing
 * stops; each result opens /admin/transactions/{id}. A combobox: arrow keys move through the
 * results, Enter opens one, Escape closes the list (and a second Escape empties the box).
 * Results clear on a route change and close on a click or focus outside.
 */
export const GlobalSearch = ({ useSearch }: GlobalSearchProps) => {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const containerRef = useRef<HTMLDivElement>(null);
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const navigate = useNavigate();

  const typed = text.trim();
  const query = useDebouncedValue(typed, GLOBAL_SEARCH_DEBOUNCE_MS);
  const ready = query.length >= GLOBAL_SEARCH_MIN_CHARS;
  const { results, isFetching, error, total } = useSearch(query, { skip: !ready });

  // A new page (a result opened, a link followed) starts with an empty box.
  const { key: locationKey } = useLocation();
  const [seenLocation, setSeenLocation] = useState(locationKey);
  if (locationKey !== seenLocation) {
    setSeenLocation(locationKey);
    setText('');
    setOpen(false);
    setActive(-1);
  }

  useEffect(() => {
    if (!open) return undefined;
    const handlePointerDown = (event: PointerEvent | MouseEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', handlePointerDown);
    return () => document.removeEventListener('mousedown', handlePointerDown);
  }, [open]);

  const long = typed.length >= GLOBAL_SEARCH_MIN_CHARS;
  const settled = typed === query && !isFetching;
  const shown = long && ready ? (results ?? []) : [];
  const failed = settled && error !== undefined && error !== null;
  const expanded = open && long;
  const hasOptions = expanded && !failed && shown.length > 0;

  const more = hasOptions && settled ? moreResultsText(shown.length, total) : undefined;
  const listHref = `${adminPaths.transactions}?${new URLSearchParams({ q: query }).toString()}`;

  let status = '';
  if (long && !settled) status = 'Searching...';
  else if (failed) status = errorMessage(error);
  else if (long && results !== undefined)
    status =
      shown.length === 0
        ? NO_RESULTS_TEXT
        : (more ?? `${shown.length} ${shown.length === 1 ? 'transaction' : 'transactions'} found`);

  const openResult = (result: GlobalSearchResult) =>
    void navigate(adminPaths.transaction(result.id));

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        setOpen(true);
        if (shown.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((index) =>
          index < 0 && step < 0 ? shown.length - 1 : (index + step + shown.length) % shown.length,
        );
        return;
      }
      case 'Enter': {
        const result = hasOptions ? shown[active] : undefined;
        if (result) {
          event.preventDefault();
          openResult(result);
        }
        return;
      }
      case 'Escape':
        event.preventDefault();
        if (expanded) setOpen(false);
        else setText('');
        setActive(-1);
        return;
      default:
    }
  };

  return (
    <div
      ref={containerRef}
      className="th-global-search"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Input
        role="combobox"
        aria-label="Search transactions"
        aria-autocomplete="list"
        aria-expanded={hasOptions}
        aria-controls={listId}
        aria-activedescendant={hasOptions && active >= 0 ? optionId(active) : undefined}
        placeholder={GLOBAL_SEARCH_PLACEHOLDER}
        prefix={<SearchOutlined aria-hidden />}
        suffix={long && !settled ? <Spin size="small" aria-hidden /> : <span />}
        value={text}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={handleKeyDown}
      />
      <div className="th-global-search-list" hidden={!hasOptions}>
        <div id={listId} role="listbox" aria-label="Transactions found">
          {hasOptions &&
            shown.map((result, index) => (
              <Link
                key={result.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                tabIndex={-1}
                to={adminPaths.transaction(result.id)}
                className="th-global-search-option"
                // Keep the focus in the box while clicking; the link then opens the transaction.
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(index)}
              >
                <ResultContent result={result} />
              </Link>
            ))}
        </div>
        {more && (
          <p className="th-global-search-more">
            {`${more} — `}
            <Link to={listHref} onMouseDown={(event) => event.preventDefault()}>
              {OPEN_LIST_TEXT}
            </Link>
          </p>
        )}
      </div>
      {expanded && !hasOptions && status && (
        <div className="th-global-search-list th-global-search-message" aria-hidden>
          {status}
        </div>
      )}
      <VisuallyHidden>
        <span role="status">{expanded ? status : ''}</span>
      </VisuallyHidden>
    </div>
  );
};
