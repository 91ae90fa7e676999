import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from '@/admin/components/CopyButton';

const stubClipboard = (writeText: (text: string) => Promise<void>) =>
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

describe('CopyButton', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("copies the value and says 'Copied' for 1 s", async () => {
    const copied: string[] = [];
    stubClipboard(async (text) => {
      copied.push(text);
    });
    render(<CopyButton value="a1b2c3d4e5f6a1b2c3d4e5f6" label="ID" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy ID' })));
    expect(copied).toEqual(['a1b2c3d4e5f6a1b2c3d4e5f6']);
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('says so when the clipboard refuses', async () => {
    stubClipboard(() => Promise.reject(new Error('denied')));
    render(<CopyButton value="x" label="office" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy office' })));
    expect(screen.getByRole('status')).toHaveTextContent("Couldn't copy");
  });
});
