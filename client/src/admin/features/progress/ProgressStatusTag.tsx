import { CheckCircleOutlined, ClockCircleOutlined, WarningOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import {
  PROGRESS_STATUS_LABELS,
  type ProgressStatus,
} from '@/admin/features/progress/progressStatus';

const looks: Record<ProgressStatus, { color: string; icon: ReactNode }> = {
  on_track: { color: 'success', icon: <CheckCircleOutlined aria-hidden /> },
  amber: { color: 'warning', icon: <ClockCircleOutlined aria-hidden /> },
  red: { color: 'error', icon: <WarningOutlined aria-hidden /> },
};

/**
 * A sale's progress status: 'On track' (green), 'Running late' (amber), 'At risk' (red), each in
 * words with its own icon, so it never rests on colour alone.
 */
export const ProgressStatusTag = ({ status }: { status: ProgressStatus }) => {
  const look = looks[status];
  return (
    <Tag color={look.color} icon={look.icon} data-status={status} style={{ marginInlineEnd: 0 }}>
      {PROGRESS_STATUS_LABELS[status]}
    </Tag>
  );
};
