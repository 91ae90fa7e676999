import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminApp } from '@/admin/AdminApp';
import { renderAdmin } from '@/admin/testing';

const renderAskCharlie = () =>
  renderAdmin([{ path: '/admin/*', element: <AdminApp /> }], { path: '/admin/ask-charlie' });

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const log = () => screen.getByRole('log', { name: 'Conversation with Charlie' });
const thinking = () => within(log()).queryByRole('status');
const messageBox = () => screen.getByRole('textbox', { name: 'Message Charlie' });

describe('Ask Charlie (/admin/ask-charlie)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the chat box, three suggestions and the disclaimer, but no navigation entry', async () => {
    renderAskCharlie();
    await act(() => vi.runOnlyPendingTimersAsync());
    expect(screen.getByRole('heading', { level: 1, name: 'Ask Charlie' })).toBeInTheDocument();
    expect(messageBox()).toHaveAttribute('placeholder', 'Message Charlie');
    const suggestions = within(screen.getByRole('list', { name: 'Suggestions' })).getAllByRole(
      'button',
    );
    expect(suggestions).toHaveLength(3);
    expect(screen.getByText('Charlie can make mistakes...')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ask Charlie' })).not.toBeInTheDocument();
  });

  it('thinks for 5 s, changing its text every 2 s, then answers; a follow-up gets the second reply', async () => {
    const { calls } = renderAskCharlie();
    await act(() => vi.runOnlyPendingTimersAsync());
    const requestsBefore = calls.length;
    fireEvent.click(screen.getByRole('button', { name: "What's holding up 14 Orchard Row?" }));

    expect(within(log()).getByText("What's holding up 14 Orchard Row?")).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Suggestions' })).not.toBeInTheDocument();
    expect(thinking()).toHaveTextContent('Finding the transaction...');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    wait(2000);
    expect(thinking()).toHaveTextContent('Reviewing the solicitors notes...');
    wait(2000);
    expect(thinking()).toHaveTextContent('Considering next steps...');
    wait(999);
    expect(thinking()).toHaveTextContent('Considering next steps...');
    wait(1);
    expect(thinking()).not.toBeInTheDocument();
    expect(within(log()).getByText(/Would you like me to draft a note/)).toBeInTheDocument();

    fireEvent.change(messageBox(), { target: { value: 'Yes please' } });
    fireEvent.submit(messageBox().closest('form')!);
    expect(within(log()).getByText('Yes please')).toBeInTheDocument();
    expect(thinking()).toHaveTextContent('Finding the transaction...');
    wait(5000);
    expect(
      within(log()).getByText(/Here's a draft you could send to the seller/),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(requestsBefore);

    expect(screen.getByText("That's the end of this demo conversation.")).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Start again' }));
    expect(screen.getByRole('list', { name: 'Suggestions' })).toBeInTheDocument();
    expect(messageBox()).toHaveFocus();
  });

  it('sends nothing empty', async () => {
    renderAskCharlie();
    await act(() => vi.runOnlyPendingTimersAsync());
    fireEvent.change(messageBox(), { target: { value: '   ' } });
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    fireEvent.submit(messageBox().closest('form')!);
    expect(thinking()).not.toBeInTheDocument();
  });
});
