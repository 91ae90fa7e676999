import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FlashMessageAlert } from '@/admin/components/FlashMessageAlert';
import { useAutoClearMessage } from '@/admin/hooks/useAutoClearMessage';

const Requests = () => {
  const { message, showSuccess, showError, clear } = useAutoClearMessage();
  return (
    <>
      <button type="button" onClick={() => showSuccess('Water bill request sent to customer')}>
        Request
      </button>
      <button type="button" onClick={() => showError('Failed to update status. Please try again.')}>
        Fail
      </button>
      <FlashMessageAlert message={message} onClose={clear} />
    </>
  );
};

describe('useAutoClearMessage with FlashMessageAlert', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a success as a status and clears it after 5000 ms', () => {
    render(<Requests />);
    fireEvent.click(screen.getByRole('button', { name: 'Request' }));
    expect(screen.getByRole('status')).toHaveTextContent('Water bill request sent to customer');
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows an error as an alert; a new message restarts the clock', () => {
    render(<Requests />);
    fireEvent.click(screen.getByRole('button', { name: 'Fail' }));
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.click(screen.getByRole('button', { name: 'Fail' }));
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to update status. Please try again.',
    );
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('can be dismissed', () => {
    render(<Requests />);
    fireEvent.click(screen.getByRole('button', { name: 'Request' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
