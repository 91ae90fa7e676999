import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminBreadcrumb } from '@/admin/components/AdminBreadcrumb';
import { AdminPageHeader } from '@/admin/components/AdminPageHeader';
import { renderAdmin } from '@/admin/testing';

const crumbs = () =>
  within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('AdminPageHeader', () => {
  it('shows the title in title case, in the page and the browser tab', async () => {
    renderAdmin(<AdminPageHeader title="transactions groups" />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Transactions Groups' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Transactions Groups | Threshold Admin'));
  });

  it('keeps a title as given when asked, and ends the breadcrumb with it', async () => {
    renderAdmin(
      <AdminPageHeader
        title="14 orchard row, Malvern WR14 3AB"
        titleCase={false}
        breadcrumb={[{ label: 'Transactions', to: '/admin/transactions' }]}
      />,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: '14 orchard row, Malvern WR14 3AB' }),
    ).toBeInTheDocument();
    expect(crumbs()).toEqual(['Home', 'Transactions', '14 orchard row, Malvern WR14 3AB']);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('link', { name: 'Transactions' })).toHaveAttribute(
      'href',
      '/admin/transactions',
    );
    expect(
      screen.getByText('14 orchard row, Malvern WR14 3AB', { selector: 'span' }),
    ).toHaveAttribute('aria-current', 'page');
  });
});

describe('AdminBreadcrumb', () => {
  it('shows at most 10 items: Home and the nearest nine', async () => {
    const items = Array.from({ length: 12 }, (_, i) => ({
      label: `Level ${i + 1}`,
      to: `/admin/level-${i + 1}`,
    }));
    renderAdmin(<AdminBreadcrumb items={items} />);
    await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbs()).toEqual([
      'Home',
      'Level 4',
      'Level 5',
      'Level 6',
      'Level 7',
      'Level 8',
      'Level 9',
      'Level 10',
      'Level 11',
      'Level 12',
    ]);
    expect(screen.queryByRole('link', { name: 'Level 12' })).not.toBeInTheDocument();
  });
});
