import type { FilterOption } from '@/admin/list/filterOptions';
import '@/admin/list/listKit.css';

type ChipFilterGroupProps<V extends string> = {
  /** Names the group for screen readers, e.g. 'Filter transactions'. */
  label: string;
  options: readonly Omit<FilterOption<V>, 'count'>[];
  value: V;
  /** The 'Show All' option: chosen again when the active chip is pressed again. */
  allValue: V;
  onChange: (value: V) => void;
};

/**
 * Single-select filter chips (admin.md §2 feed): toggle buttons, one pressed at a time; pressing
 * the active chip again returns to the 'all' chip.
 */
export const ChipFilterGroup = <V extends string>({
  label,
  options,
  value,
  allValue,
  onChange,
}: ChipFilterGroupProps<V>) => (
  <ul className="th-chip-group" role="group" aria-label={label}>
    {options.map((option) => {
      const pressed = option.value === value;
      return (
        <li key={option.value}>
          <button
            type="button"
            className="th-chip"
            aria-pressed={pressed}
            onClick={() => {
              const next = pressed ? allValue : option.value;
              if (next !== value) onChange(next);
            }}
          >
            {option.label}
          </button>
        </li>
      );
    })}
  </ul>
);
