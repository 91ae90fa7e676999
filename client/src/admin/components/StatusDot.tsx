import type { CSSProperties } from 'react';
import { colors } from '@/shared/theme';
import '@/admin/components/adminComponents.css';

/** admin.md §2 'Identity-check tab': the statuses a check shows, 'none' when never ordered. */
export type CheckStatus = 'pending' | 'complete' | 'failed' | 'aborted' | 'none';

const looks: Record<CheckStatus, { label: string; color: string; pulse?: boolean }> = {
  pending: { label: 'Pending', color: colors.warning, pulse: true },
  complete: { label: 'Complete', color: colors.success },
  failed: { label: 'Failed', color: colors.error },
  aborted: { label: 'Aborted', color: colors.disabled },
  none: { label: 'Not requested', color: colors.disabled },
};

type StatusDotProps = { status: CheckStatus };

/**
 * A coloured dot and the status in words: pending amber and pulsing (steady when the user asks
 * for reduced motion), complete green, failed red, aborted grey, none 'Not requested' (hollow).
 */
export const StatusDot = ({ status }: StatusDotProps) => {
  const look = looks[status];
  const dotStyle: CSSProperties =
    status === 'none'
      ? { border: `2px solid ${look.color}` }
      : ({ background: look.color, '--th-dot-color': look.color } as CSSProperties);
  return (
    <span className="th-status" data-status={status}>
      <span
        aria-hidden
        className={look.pulse ? 'th-status-dot th-status-dot-pulse' : 'th-status-dot'}
        style={dotStyle}
      />
      <span>{look.label}</span>
    </span>
  );
};
