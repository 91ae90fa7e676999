import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminConfigDto, HistoryEntryDto } from '@/api/generated';
import { renderAdmin } from '@/admin/testing';
import { jsonResponse } from '@/test/fetchStub';
import { ConfigPage } from './ConfigPage';

const settings: AdminConfigDto = {
  benchmark_in_days: 123,
  invoicing_amount: 24000,
  tags: ['Priority', 'Chain'],
  thirdfort_v2_switchover_date: '2024-06-01T00:00:00.000Z',
  sale_agreed_to_exchange_days: 28,
  exchange_to_completion_days: 14,
  searches_working_days: 10,
};

const change = (comments: string, n = 1): HistoryEntryDto => ({
  _id: `e${n}`,
  date_time: '2026-04-02T08:30:00.000Z',
  event_name: 'admin_config_updated',
  label: 'Settings changed',
  author: 'a1',
  authorName: 'Grace Hopper',
  comments,
});

const pageOf = (items: HistoryEntryDto[]) =>
  jsonResponse({ items, totalItems: items.length, totalFilteredItems: items.length });

/** The config API as the server answers it: PUT changes the settings and adds to the history. */
const server = (initial: AdminConfigDto = settings) => {
  let current = { ...initial };
  const history: HistoryEntryDto[] = [];
  const puts: unknown[] = [];
  return {
    puts,
    replies: {
      'GET /api/admin/config': () => jsonResponse(current),
      'GET /api/admin/config/history': () => pageOf([...history]),
      'PUT /api/admin/config': async (request: Request) => {
        const body = (await request.json()) as Partial<AdminConfigDto>;
        puts.push(body);
        current = { ...current, ...body };
        history.unshift(change(`saved ${JSON.stringify(body)}`, history.length + 1));
        return jsonResponse(current);
      },
    },
  };
};

const field = (name: string) => screen.getByRole('textbox', { name });

/** Replaces a field's text in one go (as pasting does; typing each key is slow here). */
const fill = async (user: ReturnType<typeof userEvent.setup>, name: string, text: string) => {
  await user.clear(field(name));
  if (text) await user.paste(text);
};

describe('ConfigPage', () => {
  it('lists the settings: days, pounds, comma-joined tags and a dd/MM/yyyy date', async () => {
    renderAdmin(<ConfigPage />, {
      path: '/admin/config',
      replies: {
        'GET /api/admin/config': jsonResponse(settings),
        'GET /api/admin/config/history': pageOf([]),
      },
    });
    expect(await screen.findByText('Priority, Chain')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Config' })).toBeInTheDocument();
    expect(screen.getByText('123')).toBeInTheDocument();
    expect(screen.getByText('£240.00')).toBeInTheDocument();
    expect(screen.getByText('01/06/2024')).toBeInTheDocument();
    expect(await screen.findByText('No changes recorded yet')).toBeInTheDocument();
  });

  it('lists the progression targets in days and working days', async () => {
    renderAdmin(<ConfigPage />, {
      path: '/admin/config',
      replies: {
        'GET /api/admin/config': jsonResponse(settings),
        'GET /api/admin/config/history': pageOf([]),
      },
    });
    expect(await screen.findByText('Target days from sale agreed to exchange')).toBeInTheDocument();
    expect(screen.getByText('28 days')).toBeInTheDocument();
    expect(screen.getByText('Target days from exchange to completion')).toBeInTheDocument();
    expect(screen.getByText('14 days')).toBeInTheDocument();
    expect(screen.getByText('Target working days for searches')).toBeInTheDocument();
    expect(screen.getByText('10 working days')).toBeInTheDocument();
  });

  it('edits one progression target: only it is sent, after Are you sure?', async () => {
    const user = userEvent.setup();
    const api = server();
    renderAdmin(<ConfigPage />, { path: '/admin/config', replies: api.replies });
    await user.click(await screen.findByRole('button', { name: 'Edit settings' }));

    expect(screen.getByRole('heading', { name: 'Progression targets' })).toBeInTheDocument();
    expect(field('Target days from sale agreed to exchange')).toHaveValue('28');
    expect(field('Target days from exchange to completion')).toHaveValue('14');
    expect(field('Target working days for searches')).toHaveValue('10');
    expect(
      screen.getByText("Project 28's target is 28 days from sale agreed to exchange."),
    ).toBeInTheDocument();

    await fill(user, 'Target days from sale agreed to exchange', '56');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = (await screen.findByRole('heading', { name: 'Are you sure?' })).closest(
      '.ant-alert',
    ) as HTMLElement;
    expect(
      within(alert).getByText('Target days from sale agreed to exchange: 28 → 56'),
    ).toBeInTheDocument();
    expect(within(alert).getAllByRole('listitem')).toHaveLength(1);
    expect(api.puts).toEqual([]);

    await user.click(within(alert).getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(api.puts).toEqual([{ sale_agreed_to_exchange_days: 56 }]);
    expect(await screen.findByText('56 days')).toBeInTheDocument();
  });

  it("refuses a progression target of 0 with the server's words, before sending", async () => {
    const user = userEvent.setup();
    const api = server();
    renderAdmin(<ConfigPage />, { path: '/admin/config', replies: api.replies });
    await user.click(await screen.findByRole('button', { name: 'Edit settings' }));
    await fill(user, 'Target days from sale agreed to exchange', '0');
    await fill(user, 'Target days from exchange to completion', '366');
    await fill(user, 'Target working days for searches', '2.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('Target days from sale agreed to exchange must be at least 1'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Target days from exchange to completion must be at most 365'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Target working days for searches must be a whole number of days'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Are you sure?' })).not.toBeInTheDocument();
    expect(api.puts).toEqual([]);
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

  it("shows the settings' history: who changed what from what to what", async () => {
    renderAdmin(<ConfigPage />, {
      path: '/admin/config',
      replies: {
        'GET /api/admin/config': jsonResponse(settings),
        'GET /api/admin/config/history': pageOf([
          change('Benchmark in days: 140 → 123; Invoicing amount: not set → £240.00'),
        ]),
      },
    });
    const list = await screen.findByRole('list', { name: 'History' });
    expect(list).toHaveTextContent('Settings changed');
    expect(list).toHaveTextContent('02/04/2026 09:30 · by Grace Hopper');
    expect(list).toHaveTextContent(
      'Benchmark in days: 140 → 123; Invoicing amount: not set → £240.00',
    );
  });

  it('edits the settings: only the changed ones, after Are you sure?, then says so and lists the change', async () => {
    const user = userEvent.setup();
    const api = server();
    renderAdmin(<ConfigPage />, { path: '/admin/config', replies: api.replies });
    await user.click(await screen.findByRole('button', { name: 'Edit settings' }));

    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled(); // nothing changed yet
    expect(field('Benchmark in days')).toHaveValue('123');
    expect(field('Invoicing amount')).toHaveValue('240.00');
    expect(field('Tags')).toHaveValue('Priority, Chain');

    await fill(user, 'Benchmark in days', '100');
    await fill(user, 'Invoicing amount', '300');
    await fill(user, 'Tags', 'Priority, Chain, Auction');
    await user.click(save);

    const question = await screen.findByRole('heading', { name: 'Are you sure?' });
    const alert = question.closest('.ant-alert') as HTMLElement;
    expect(within(alert).getByText('Benchmark in days: 123 → 100')).toBeInTheDocument();
    expect(within(alert).getByText('Invoicing amount: £240.00 → £300.00')).toBeInTheDocument();
    expect(
      within(alert).getByText('Tags: Priority, Chain → Priority, Chain, Auction'),
    ).toBeInTheDocument();
    expect(within(alert).queryByText(/Thirdfort/)).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(api.puts).toEqual([
      { benchmark_in_days: 100, invoicing_amount: 30000, tags: ['Priority', 'Chain', 'Auction'] },
    ]);
    expect(screen.queryByRole('form', { name: 'Edit settings' })).not.toBeInTheDocument();
    expect(await screen.findByText('£300.00')).toBeInTheDocument();
    expect(screen.getByText('Priority, Chain, Auction')).toBeInTheDocument();
    // the history shows the change just made
    const list = await screen.findByRole('list', { name: 'History' });
    expect(list).toHaveTextContent('Settings changed');
  });

  it("'Go back and amend' returns to the form as it was left", async () => {
    const user = userEvent.setup();
    const api = server();
    renderAdmin(<ConfigPage />, { path: '/admin/config', replies: api.replies });
    await user.click(await screen.findByRole('button', { name: 'Edit settings' }));
    await fill(user, 'Benchmark in days', '100');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Go back and amend' }));
    expect(screen.queryByRole('heading', { name: 'Are you sure?' })).not.toBeInTheDocument();
    expect(field('Benchmark in days')).toHaveValue('100');
    expect(api.puts).toEqual([]);
  });

  it('turns invoicing off and sets the switchover date', async () => {
    const user = userEvent.setup();
    const api = server({ ...settings, thirdfort_v2_switchover_date: null });
    renderAdmin(<ConfigPage />, { path: '/admin/config', replies: api.replies });
    await user.click(await screen.findByRole('button', { name: 'Edit settings' }));
    await user.clear(field('Invoicing amount'));
    const date = screen.getByLabelText('Thirdfort v2 switchover date');
    await user.click(date);
    await user.paste('2025-06-01');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = (await screen.findByRole('heading', { name: 'Are you sure?' })).closest(
      '.ant-alert',
    ) as HTMLElement;
    expect(within(alert).getByText('Invoicing amount: £240.00 → not set')).toBeInTheDocument();
    expect(
      within(alert).getByText('Thirdfort v2 switchover date: not set → 01/06/2025'),
    ).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(api.puts).toEqual([
      { invoicing_amount: null, thirdfort_v2_switchover_date: '2025-06-01' },
    ]);
  });

  it("checks the server's rules before sending, with its words", async () => {
    const user = userEvent.setup();
    const api = server();
    renderAdmin(<ConfigPage />, { path: '/admin/config', replies: api.replies });
    await user.click(await screen.findByRole('button', { name: 'Edit settings' }));
    await fill(user, 'Benchmark in days', '0');
    await fill(user, 'Invoicing amount', '12.345');
    await fill(user, 'Tags', 'Chain, Probate, chain');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Benchmark in days must be at least 1')).toBeInTheDocument();
    expect(
      screen.getByText('Enter the amount in pounds and pence, e.g. 240.00, or leave it empty'),
    ).toBeInTheDocument();
    expect(screen.getByText('Tags must be unique: chain')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Are you sure?' })).not.toBeInTheDocument();
    expect(api.puts).toEqual([]);
  });

  it("says the settings were not saved, with the server's reason, and keeps the question", async () => {
    const user = userEvent.setup();
    renderAdmin(<ConfigPage />, {
      path: '/admin/config',
      replies: {
        'GET /api/admin/config': jsonResponse(settings),
        'GET /api/admin/config/history': pageOf([]),
        'PUT /api/admin/config': jsonResponse(
          { statusCode: 400, message: ['Benchmark in days must be at most 3650'] },
          400,
        ),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit settings' }));
    await fill(user, 'Benchmark in days', '90');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Save settings' }));

    const failure = (await screen.findAllByRole('alert')).find((alert) =>
      alert.textContent?.includes('The settings were not saved'),
    )!;
    expect(failure).toHaveTextContent('The settings were not saved');
    expect(failure).toHaveTextContent('Benchmark in days must be at most 3650');
    expect(screen.getByRole('heading', { name: 'Are you sure?' })).toBeInTheDocument();
    expect(screen.queryByText('Settings saved')).not.toBeInTheDocument();
  });

  it('Cancel closes the form without saving', async () => {
    const user = userEvent.setup();
    const api = server();
    renderAdmin(<ConfigPage />, { path: '/admin/config', replies: api.replies });
    await user.click(await screen.findByRole('button', { name: 'Edit settings' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Edit settings' })).not.toBeInTheDocument(),
    );
    expect(api.puts).toEqual([]);
  });
});
