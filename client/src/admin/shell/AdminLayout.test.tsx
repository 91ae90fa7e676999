import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminLayout } from '@/admin/shell/AdminLayout';
import { renderAdmin } from '@/admin/testing';

const renderShell = (path: string, search?: React.ReactNode) =>
  renderAdmin(
    [
      {
        path: '/admin',
        element: <AdminLayout search={search} />,
        children: [
          { index: true, element: <p>Page body</p> },
          { path: '*', element: <p>Page body</p> },
        ],
      },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { path },
  );

const sections = () => screen.getByRole('navigation', { name: 'Back office' });

describe('AdminLayout', () => {
  it('shows the sections in order, with Config, Switch Properties and Sign Out', async () => {
    renderShell('/admin');
    expect(await screen.findByText('Page body')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/admin');
    const links = within(sections()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Transaction Feed', '/admin/feed'],
      ['Transactions', '/admin/transactions'],
      ['At risk', '/admin/at-risk'],
      ['Transactions Groups', '/admin/transactions-groups'],
      ['Law Firms', '/admin/law-firms'],
      ['Estate Agents', '/admin/estate-agents'],
      ['Users', '/admin/users'],
      ['Companies', '/admin/companies'],
    ]);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Config' })).toHaveAttribute(
      'href',
      '/admin/config',
    );
    expect(within(banner).getByRole('link', { name: 'Jobs' })).toHaveAttribute(
      'href',
      '/admin/jobs',
    );
    expect(within(banner).getByRole('link', { name: 'Switch Properties' })).toHaveAttribute(
      'href',
      '/welcome-back',
    );
    expect(within(banner).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ask Charlie' })).not.toBeInTheDocument();
  });

  it('marks the current section, also on pages inside it', async () => {
    const { router } = renderShell('/admin/transactions');
    await screen.findByText('Page body');
    expect(within(sections()).getByRole('link', { name: 'Transactions' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(
      within(sections()).getByRole('link', { name: 'Transactions Groups' }),
    ).not.toHaveAttribute('aria-current');

    await router.navigate('/admin/estate-agent-brands');
    expect(
      await within(sections()).findByRole('link', { name: 'Estate Agents', current: true }),
    ).toBeInTheDocument();
    expect(within(sections()).getByRole('link', { name: 'Transactions' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('starts with a skip link to the main content', async () => {
    renderShell('/admin');
    await screen.findByText('Page body');
    const user = userEvent.setup({ delay: null });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });

  it('puts the search box in the top bar', async () => {
    renderShell('/admin', <input aria-label="Search transactions" />);
    await screen.findByText('Page body');
    expect(
      within(screen.getByRole('banner')).getByRole('textbox', { name: 'Search transactions' }),
    ).toBeInTheDocument();
  });

  it('on a phone, opens the sections in a menu and closes it after a choice', async () => {
    const { router } = renderShell('/admin');
    const user = userEvent.setup({ delay: null });
    const menuButton = await screen.findByRole('button', { name: 'Open menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const menu = await screen.findByRole('navigation', { name: 'Back office (menu)' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Transaction Feed',
      'Transactions',
      'At risk',
      'Transactions Groups',
      'Law Firms',
      'Estate Agents',
      'Users',
      'Companies',
      'Config',
      'Jobs',
      'Security',
      'Switch Properties',
    ]);
    expect(within(menu).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    await user.click(within(menu).getByRole('link', { name: 'Users' }));
    expect(router.state.location.pathname).toBe('/admin/users');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  it('puts the keyboard in the phone menu, and closes it from its close button', async () => {
    renderShell('/admin');
    const user = userEvent.setup({ delay: null });
    const menuButton = await screen.findByRole('button', { name: 'Open menu' });
    await user.click(menuButton);
    const close = await screen.findByRole('button', { name: 'Close menu' });
    await waitFor(() => expect(close).toHaveFocus());
    await user.click(close);
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });
});
