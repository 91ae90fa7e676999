import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '@/admin/testing';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

const Editor = () => {
  const [value, setValue] = useState('');
  return (
    <>
      <label>
        Name
        <input value={value} onChange={(event) => setValue(event.target.value)} />
      </label>
      <Link to="/admin/elsewhere">Elsewhere</Link>
      <UnsavedChangesGuard when={value !== ''} />
    </>
  );
};

const routes = [
  { path: '/admin/edit', element: <Editor /> },
  { path: '/admin/elsewhere', element: <p>Another page</p> },
];

describe('UnsavedChangesGuard', () => {
  it('lets a clean form go without a question', async () => {
    renderAdmin(routes, { path: '/admin/edit' });
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Another page')).toBeInTheDocument();
  });

  it('asks before discarding changes, and stays when asked to', async () => {
    renderAdmin(routes, { path: '/admin/edit' });
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Leave without saving?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Ada');
    expect(screen.queryByText('Another page')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave and discard changes' }));
    expect(await screen.findByText('Another page')).toBeInTheDocument();
  });
});
