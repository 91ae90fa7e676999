import { Input, type InputRef } from 'antd';
import { useLayoutEffect, useRef, type ChangeEvent } from 'react';
import { formatThousands } from '@/shared/format';

export type PriceInputProps = {
  /** Whole pounds (antd Form.Item passes it). */
  value?: number | null;
  onChange?: (value: number | undefined) => void;
  onBlur?: () => void;
  id?: string;
  placeholder?: string;
  disabled?: boolean;
  'aria-describedby'?: string;
};

/** At most 9 digits: more than the £100,000,000 bound, less than float trouble. */
const MAX_DIGITS = 9;

const digitsOf = (text: string): string => text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');

/**
 * A price in whole pounds (customer.md §5): only digits can be typed, and en-GB thousands
 * separators appear as you type ('250000' shows '250,000'). The value is a whole number.
 */
export const PriceInput = ({
  value,
  onChange,
  onBlur,
  id,
  placeholder = 'e.g. 350,000',
  disabled,
  'aria-describedby': describedBy,
}: PriceInputProps) => {
  const inputRef = useRef<InputRef>(null);
  /** Digits left of the caret after the last edit: the caret goes back after them. */
  const caretDigits = useRef<number | null>(null);
  const display = typeof value === 'number' && Number.isFinite(value) ? formatThousands(value) : '';

  useLayoutEffect(() => {
    const input = inputRef.current?.input;
    const wanted = caretDigits.current;
    if (!input || wanted === null || document.activeElement !== input) return;
    caretDigits.current = null;
    let position = 0;
    let seen = 0;
    while (position < display.length && seen < wanted) {
      if (/\d/.test(display[position] ?? '')) seen += 1;
      position += 1;
    }
    input.setSelectionRange(position, position);
  }, [display]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { value: text, selectionStart } = event.target;
    const digits = digitsOf(text).slice(0, MAX_DIGITS);
    caretDigits.current =
      selectionStart === null
        ? null
        : Math.min(digitsOf(text.slice(0, selectionStart)).length, digits.length);
    onChange?.(digits === '' ? undefined : Number(digits));
  };

  return (
    <Input
      ref={inputRef}
      id={id}
      prefix="£"
      inputMode="numeric"
      autoComplete="off"
      placeholder={placeholder}
      value={display}
      disabled={disabled}
      onChange={handleChange}
      onBlur={onBlur}
      aria-describedby={describedBy}
    />
  );
};
