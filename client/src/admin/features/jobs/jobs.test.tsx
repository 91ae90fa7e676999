import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '@/admin/testing';
import { jsonResponse } from '@/test/fetchStub';
import { JobsPage } from './JobsPage';

const JOB_ID = '7b0c8b9e-3f0a-4a57-9d0e-2f1f5c1d2e3f';
const RETRY = `POST /api/admin/jobs/email.send/${JOB_ID}/retry`;

const summary = [
  { queue: 'email.send', waiting: 3, active: 1, failed: 2, completed: 40 },
  { queue: 'auth.magic-link', waiting: 0, active: 0, failed: 0, completed: 12 },
];

const failedJob = {
  _id: JOB_ID,
  queue: 'email.send',
  error: 'connect ECONNREFUSED 127.0.0.1:25',
  code: null,
  attempts: 6,
  created_at: '2026-11-26T09:00:00.000Z',
  failed_at: '2026-11-26T09:30:00.000Z',
};

describe('Jobs page', () => {
  it('shows each queue and the failed jobs with their error', async () => {
    renderAdmin(<JobsPage />, {
      path: '/admin/jobs',
      replies: {
        'GET /api/admin/jobs': jsonResponse(summary),
        'GET /api/admin/jobs/failed': jsonResponse({ items: [failedJob], total: 51 }),
      },
    });
    const queues = await screen.findByRole('table', { name: 'Queues' });
    const row = (await within(queues).findByText('email.send')).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['email.send', '3', '1', '2', '40']);
    const failed = screen.getByRole('table', { name: 'Failed jobs' });
    expect(await within(failed).findByText(/connect ECONNREFUSED/)).toBeInTheDocument();
    expect(screen.getByText('Showing the newest 1 of 51 failed jobs.')).toBeInTheDocument();
  });

  it('retries a failed job only after "Are you sure?", and going back sends nothing', async () => {
    const user = userEvent.setup();
    let failedItems = [failedJob];
    const { calls } = renderAdmin(<JobsPage />, {
      path: '/admin/jobs',
      replies: {
        'GET /api/admin/jobs': jsonResponse(summary),
        'GET /api/admin/jobs/failed': () => jsonResponse({ items: failedItems, total: 1 }),
        [RETRY]: () => {
          failedItems = [];
          return new Response(null, { status: 204 });
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(screen.getByText('The job will run once more, now.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go back and amend' }));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByText('No failed jobs')).toBeInTheDocument());
    expect(
      calls.filter((call) => call.method === 'POST').map((call) => new URL(call.url).pathname),
    ).toEqual([`/api/admin/jobs/email.send/${JOB_ID}/retry`]);
  });

  it('says so when the job was already dealt with', async () => {
    const user = userEvent.setup();
    renderAdmin(<JobsPage />, {
      path: '/admin/jobs',
      replies: {
        'GET /api/admin/jobs': jsonResponse(summary),
        'GET /api/admin/jobs/failed': jsonResponse({ items: [failedJob], total: 1 }),
        [`POST /api/admin/jobs/email.send/${JOB_ID}/discard`]: jsonResponse(
          { statusCode: 404, message: 'No failed job', error: 'Not Found' },
          404,
        ),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(screen.getByText('The job will be removed and never run again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText(
        'This job is no longer failed: someone may have retried or discarded it already.',
      ),
    ).toBeInTheDocument();
  });
});
