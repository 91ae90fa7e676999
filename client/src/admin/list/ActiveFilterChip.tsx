import { CloseOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import '@/admin/list/listKit.css';

type ActiveFilterChipProps = {
  /** What the filter shows, e.g. 'Unpaid' or 'Brand: Hartley & Co'. */
  label: string;
  onRemove: () => void;
};

/** The filter in force, with a button that removes it (admin.md §2 'a removable chip'). */
export const ActiveFilterChip = ({ label, onRemove }: ActiveFilterChipProps) => (
  <span className="th-filter-chip">
    <span>{label}</span>
    <Button
      type="text"
      size="small"
      shape="circle"
      icon={<CloseOutlined aria-hidden />}
      aria-label={`Remove filter: ${label}`}
      onClick={onRemove}
    />
  </span>
);
