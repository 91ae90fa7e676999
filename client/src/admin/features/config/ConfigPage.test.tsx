import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '@/admin/testing';
import { jsonResponse } from '@/test/fetchStub';
import { ConfigPage } from './ConfigPage';

describe('ConfigPage', () => {
  it('lists the settings: days, pounds, comma-joined tags and a dd/MM/yyyy date', async () => {
    renderAdmin(<ConfigPage />, {
      path: '/admin/config',
      replies: {
        'GET /api/admin/config': jsonResponse({
          benchmark_in_days: 123,
          invoicing_amount: 24000,
          tags: ['Priority', 'Chain'],
          thirdfort_v2_switchover_date: '2024-06-01T00:00:00.000Z',
        }),
      },
    });
    expect(await screen.findByText('Priority, Chain')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Config' })).toBeInTheDocument();
    expect(screen.getByText('123')).toBeInTheDocument();
    expect(screen.getByText('£240.00')).toBeInTheDocument();
    expect(screen.getByText('01/06/2024')).toBeInTheDocument();
  });

  it("says 'Error fetching admin config' when it cannot be read", async () => {
    renderAdmin(<ConfigPage />, {
      path: '/admin/config',
      replies: {
        'GET /api/admin/config': jsonResponse({ statusCode: 500, message: 'Boom' }, 500),
      },
    });
    expect(await screen.findByText('Error fetching admin config')).toBeInTheDocument();
  });
});
