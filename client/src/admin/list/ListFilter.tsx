import { FilterOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useRef, useState } from 'react';
import { ActiveFilterChip } from '@/admin/list/ActiveFilterChip';
import { FilterModal } from '@/admin/list/FilterModal';
import type { FilterOption } from '@/admin/list/filterOptions';

type ListFilterProps<V extends string> = {
  /** What is filtered, e.g. 'Payment status' or 'Brand'. Names the button and the modal. */
  label: string;
  options: readonly FilterOption<V>[];
  value: V;
  /** The 'All' option: no chip while it is chosen, and where removing the chip goes. */
  defaultValue: V;
  onChange: (value: V) => void;
  /** Chip text for the active option; '{label}: {option}' by default. */
  chipLabel?: (option: FilterOption<V>) => string;
};

/**
 * A list filter: a button opening the filter modal (options with counts, single select) and,
 * while anything but the default is chosen, a removable chip saying so.
 */
export const ListFilter = <V extends string>({
  label,
  options,
  value,
  defaultValue,
  onChange,
  chipLabel = (option) => `${label}: ${option.label}`,
}: ListFilterProps<V>) => {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const active = value === defaultValue ? undefined : options.find((o) => o.value === value);

  const handleApply = (choice: V) => {
    setOpen(false);
    if (choice !== value) onChange(choice);
  };

  // The chip goes away with its button: keep the keyboard on the filter button.
  const handleRemove = () => {
    onChange(defaultValue);
    buttonRef.current?.focus();
  };

  return (
    <Flex align="center" gap={8} wrap>
      <Button ref={buttonRef} icon={<FilterOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {`Filter by ${label.toLowerCase()}`}
      </Button>
      {active && <ActiveFilterChip label={chipLabel(active)} onRemove={handleRemove} />}
      <FilterModal
        open={open}
        title={`Filter by ${label.toLowerCase()}`}
        options={options}
        value={value}
        onApply={handleApply}
        onCancel={() => setOpen(false)}
      />
    </Flex>
  );
};
