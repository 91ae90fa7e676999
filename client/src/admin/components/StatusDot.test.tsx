import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusDot, type CheckStatus } from '@/admin/components/StatusDot';
import { colors } from '@/shared/theme';

describe('StatusDot', () => {
  it.each([
    ['pending', 'Pending', colors.warning],
    ['complete', 'Complete', colors.success],
    ['failed', 'Failed', colors.error],
    ['aborted', 'Aborted', colors.disabled],
  ] as const)('shows %s as %j with its colour', (status: CheckStatus, label, colour) => {
    const { container } = render(<StatusDot status={status} />);
    expect(screen.getByText(label)).toBeInTheDocument();
    expect(container.querySelector('.th-status-dot')).toHaveStyle({ background: colour });
  });

  it('pulses only while pending', () => {
    const { container, rerender } = render(<StatusDot status="pending" />);
    expect(container.querySelector('.th-status-dot')).toHaveClass('th-status-dot-pulse');
    rerender(<StatusDot status="complete" />);
    expect(container.querySelector('.th-status-dot')).not.toHaveClass('th-status-dot-pulse');
  });

  it("says 'Not requested' for a check never ordered", () => {
    render(<StatusDot status="none" />);
    expect(screen.getByText('Not requested')).toBeInTheDocument();
  });
});
