import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MyDataRightsDto } from '@/api/generated';
import { currentUserReply, makeUser, resetBrowserStorage } from '@/features/auth/testing';
import { jsonResponse, publicConfigFixture, stubFetch } from '@/test/fetchStub';
import { renderApp } from '@/test/renderApp';

// Whole-app renders (antd styles, the boot gates) can exceed the 1 s default on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

const RIGHTS = 'GET /api/me/data-rights';
const EXPORT = 'POST /api/me/data-exports';
const ERASURE = 'POST /api/me/erasure-request';

const retention: MyDataRightsDto['retention'] = [
  {
    kind: 'customer_due_diligence',
    years: 5,
    reason: 'The Money Laundering Regulations 2017, regulation 40, require it.',
  },
  { kind: 'transaction_records', years: 10, reason: 'Our terms keep them for 10 years.' },
];

const nothingYet: MyDataRightsDto = { export: null, erasure: null, retention };

const readyExport = {
  _id: 'e0e0e0e0e0e0e0e0e0e0e0e0',
  status: 'ready' as const,
  requestedAt: '2026-11-20T09:00:00.000Z',
  readyAt: '2026-11-20T09:01:00.000Z',
  expiresAt: '2026-11-27T09:01:00.000Z',
  size: 2 * 1024 * 1024,
  downloadUrl: '/api/me/data-exports/e0e0e0e0e0e0e0e0e0e0e0e0/download',
};

const stub = (replies: Record<string, Parameters<typeof stubFetch>[0][string]>) =>
  stubFetch({
    'GET /api/config/public': jsonResponse(publicConfigFixture),
    ...currentUserReply(makeUser({ first_name: 'Priya' })),
    ...replies,
  });

describe('/account/your-data', () => {
  beforeEach(() => resetBrowserStorage());

  it('asks for a download once and says it is being prepared', async () => {
    const user = userEvent.setup();
    let rights: MyDataRightsDto = nothingYet;
    const { calls } = stub({
      [RIGHTS]: () => jsonResponse(rights),
      [EXPORT]: () => {
        rights = {
          ...rights,
          export: {
            ...readyExport,
            status: 'pending',
            readyAt: null,
            expiresAt: null,
            size: null,
            downloadUrl: null,
          },
        };
        return jsonResponse(rights.export);
      },
    });
    renderApp('/account/your-data');

    expect(await screen.findByRole('heading', { level: 1, name: 'Your data' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Prepare my download' }));
    expect(await screen.findByText('We are preparing your download')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Prepare/ })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('offers the ready file with the day it stops being available', async () => {
    stub({ [RIGHTS]: jsonResponse({ ...nothingYet, export: readyExport }) });
    renderApp('/account/your-data');

    const link = await screen.findByRole('link', { name: 'Download your data (ZIP, 2.0 MB)' });
    expect(link).toHaveAttribute('href', readyExport.downloadUrl);
    expect(screen.getByText('Available until 27 November 2026.')).toBeInTheDocument();
  });

  it('explains what is kept, and sends the erasure request only after "Are you sure?"', async () => {
    const user = userEvent.setup();
    let rights: MyDataRightsDto = nothingYet;
    const { calls } = stub({
      [RIGHTS]: () => jsonResponse(rights),
      [ERASURE]: () => {
        rights = {
          ...rights,
          erasure: {
            _id: 'f0f0f0f0f0f0f0f0f0f0f0f0',
            status: 'pending',
            requestedAt: '2026-11-26T10:00:00.000Z',
          },
        };
        return jsonResponse(rights.erasure);
      },
    });
    renderApp('/account/your-data');

    expect(
      await screen.findByText(/Identity checks \(customer due diligence\): 5 years/),
    ).toBeInTheDocument();
    expect(screen.getByText(/regulation 40/)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'retention section of our privacy policy' }),
    ).toHaveAttribute('href', '/privacy-policy#retention-periods');

    await user.click(screen.getByRole('button', { name: 'Ask to erase my data' }));
    expect(screen.getByRole('heading', { name: 'Are you sure?' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'No, keep my data' }));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Ask to erase my data' }));
    await user.click(screen.getByRole('button', { name: 'Yes, ask to erase my data' }));
    await waitFor(() => expect(screen.getByText('We have your request')).toBeInTheDocument());
    expect(screen.getByText(/You asked on 26 November 2026/)).toBeInTheDocument();
    expect(
      calls.filter((call) => call.method === 'POST').map((call) => new URL(call.url).pathname),
    ).toEqual(['/api/me/erasure-request']);
  });

  it('shows why the page could not load, with a retry', async () => {
    stub({ [RIGHTS]: jsonResponse({ message: 'Database unavailable' }, 503) });
    renderApp('/account/your-data');
    expect(await screen.findByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });
});
