import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GlobalSearch } from '@/admin/shell/GlobalSearch';
import { useAdminSearch } from '@/admin/shell/useAdminSearch';
import { renderAdmin } from '@/admin/testing';
import { jsonResponse } from '@/test/fetchStub';

describe('useAdminSearch', () => {
  it("asks GET /api/admin/search and shows each sale with its seller and buyer or 'No Buyer'", async () => {
    const { calls } = renderAdmin(<GlobalSearch useSearch={useAdminSearch} />, {
      replies: {
        'GET /api/admin/search': jsonResponse([
          {
            id: 'a1a1a1a1a1a1a1a1a1a1a1a1',
            address: '14 Orchard Row, Malvern, WR14 3AB',
            seller: { first_name: 'Priya', last_name: 'Shah', email: 'priya@example.com' },
            buyer: null,
          },
        ]),
      },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Search transactions' }), {
      target: { value: 'orch' },
    });
    const option = await screen.findByRole('option', { name: /14 Orchard Row/ });
    expect(within(option).getByText('Seller: Priya Shah · priya@example.com')).toBeInTheDocument();
    expect(within(option).getByText('No Buyer')).toBeInTheDocument();
    expect(option).toHaveAttribute('href', '/admin/transactions/a1a1a1a1a1a1a1a1a1a1a1a1');
    const searches = calls.filter((call) => new URL(call.url).pathname === '/api/admin/search');
    expect(searches.map((call) => new URL(call.url).search)).toEqual(['?q=orch']);
  });
});
