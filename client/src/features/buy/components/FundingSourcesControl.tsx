import { Checkbox } from 'antd';
import { fundingSourceOptions, type FundingSource } from '@/features/buy/propertyForm';

export type FundingSourcesControlProps = {
  value?: FundingSource[];
  onChange?: (value: FundingSource[]) => void;
  /** The id of the question's label: the checkboxes form a group named by it. */
  labelledBy: string;
};

/** The funding checkboxes (customer.md §3 funding source options), as one labelled group. */
export const FundingSourcesControl = ({
  value,
  onChange,
  labelledBy,
}: FundingSourcesControlProps) => (
  <div role="group" aria-labelledby={labelledBy}>
    <Checkbox.Group<FundingSource>
      value={value}
      onChange={(next) => onChange?.(next)}
      options={fundingSourceOptions}
      style={{ display: 'grid', gap: 8 }}
    />
  </div>
);
