import { Flex, Modal, Radio } from 'antd';
import { useState } from 'react';
import { withCount, type FilterOption } from '@/admin/list/filterOptions';

type FilterModalProps<V extends string> = {
  open: boolean;
  title: string;
  options: readonly FilterOption<V>[];
  value: V;
  onApply: (value: V) => void;
  onCancel: () => void;
};

/** A single-select filter in a modal: one radio per option with its count, then Apply. */
export const FilterModal = <V extends string>({
  open,
  title,
  options,
  value,
  onApply,
  onCancel,
}: FilterModalProps<V>) => {
  const [choice, setChoice] = useState(value);
  const [wasOpen, setWasOpen] = useState(open);
  // Each opening starts from the filter in force, not from an abandoned choice.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setChoice(value);
  }

  return (
    <Modal
      open={open}
      title={title}
      okText="Apply"
      onOk={() => onApply(choice)}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Radio.Group value={choice} onChange={(event) => setChoice(event.target.value as V)}>
        <Flex vertical gap={12} role="radiogroup" aria-label={title}>
          {options.map((option) => (
            <Radio key={option.value} value={option.value}>
              {withCount(option.label, option.count, option.capped)}
            </Radio>
          ))}
        </Flex>
      </Radio.Group>
    </Modal>
  );
};
