import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TwoStepConfirm } from '@/admin/components/TwoStepConfirm';

const AssignAgent = ({ onSave }: { onSave: (agent: string) => Promise<unknown> }) => (
  <TwoStepConfirm<string>
    onConfirm={onSave}
    summary={(agent) => <p>{`Assign ${agent} to this transaction.`}</p>}
  >
    {(ask) => (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          ask(new FormData(event.currentTarget).get('agent') as string);
        }}
      >
        <label>
          Estate agent
          <input name="agent" />
        </label>
        <button type="submit">Save</button>
      </form>
    )}
  </TwoStepConfirm>
);

describe('TwoStepConfirm', () => {
  it("asks 'Are you sure?' on Save; 'Go back and amend' returns to the form as it was", async () => {
    const user = userEvent.setup({ delay: null });
    const saved: string[] = [];
    render(<AssignAgent onSave={async (agent) => saved.push(agent)} />);
    await user.type(screen.getByLabelText('Estate agent'), 'Hartley & Co - Bath');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const question = screen.getByRole('heading', { name: 'Are you sure?' });
    expect(question).toHaveFocus();
    expect(screen.getByText('Assign Hartley & Co - Bath to this transaction.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go back and amend' }));
    expect(screen.queryByText('Are you sure?')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Estate agent')).toHaveValue('Hartley & Co - Bath');
    expect(saved).toEqual([]);
  });

  it('runs the action on Confirm and closes the question', async () => {
    const user = userEvent.setup({ delay: null });
    const saved: string[] = [];
    render(<AssignAgent onSave={async (agent) => saved.push(agent)} />);
    await user.type(screen.getByLabelText('Estate agent'), 'Moor Lettings');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(saved).toEqual(['Moor Lettings']);
    // The question closes once the action has settled (a tick later on a loaded machine).
    await waitFor(() => expect(screen.queryByText('Are you sure?')).not.toBeInTheDocument());
  });

  it('stays on the question when the action fails', async () => {
    const user = userEvent.setup({ delay: null });
    render(<AssignAgent onSave={() => Promise.reject(new Error('nope'))} />);
    await user.type(screen.getByLabelText('Estate agent'), 'Moor Lettings');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('heading', { name: 'Are you sure?' })).toBeInTheDocument();
  });
});
