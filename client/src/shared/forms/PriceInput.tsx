import { Input, type InputRef } from 'antd';
import { useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
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

/** The number typed, pence included ('250000.5' → 250000.5); NaN for a bare point. */
const valueOf = ({ whole, pence }: { whole: string; pence: string }): number =>
  Number(`${whole || '0'}.${pence || '0'}`) + (pence === '' ? Number.NaN : 0);

/** What was typed with a decimal point: its whole pounds and its pence as typed. */
type WithPence = { whole: string; pence: string };

const withPenceOf = (text: string): WithPence | null => {
  const point = text.indexOf('.');
  if (point < 0) return null;
  return {
    whole: digitsOf(text.slice(0, point)).slice(0, MAX_DIGITS),
    pence: text
      .slice(point + 1)
      .replace(/\D/g, '')
      .slice(0, 2),
  };
};

/**
 * A price in whole pounds (customer.md §5): digits, with en-GB thousands separators appearing as
 * you type ('250000' shows '250,000'). Pence are never dropped or folded in: '250000.50' stays
 * on screen as typed and its value is not a whole number, so the price rule refuses it with
 * 'Invalid price format' until the pence are removed (docs/decisions/customer-home.md 'Prices with pence').
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
  const [typedPence, setTypedPence] = useState<WithPence | null>(null);
  const showsTyped =
    typedPence !== null && Object.is(value, valueOf(typedPence)) && typeof value === 'number';
  const display = showsTyped
    ? `${typedPence.whole === '' ? '' : formatThousands(Number(typedPence.whole))}.${typedPence.pence}`
    : typeof value === 'number' && Number.isFinite(value)
      ? formatThousands(value)
      : '';

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
    const pence = withPenceOf(text);
    setTypedPence(pence);
    if (pence) {
      caretDigits.current = null;
      onChange?.(valueOf(pence));
      return;
    }
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
      inputMode="decimal"
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
