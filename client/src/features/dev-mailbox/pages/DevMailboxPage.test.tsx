import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, publicConfigFixture, stubFetch } from '@/test/fetchStub';
import { renderApp } from '@/test/renderApp';

const config = { 'GET /api/config/public': jsonResponse(publicConfigFixture) };

const olderMail = {
  _id: '65a000000000000000000001',
  to: 'sam.seller@example.com',
  subject: 'Welcome to Threshold',
  text: 'Thanks for joining.',
  html: '<p>Thanks for joining.</p>',
  created_at: '2024-01-15T09:30:00.000Z',
  headers: {},
};

const progressMail = {
  _id: '65a000000000000000000003',
  to: 'sam.seller@example.com',
  subject: 'Progress on your sale of 1 High Street',
  text: 'Your sale has moved on.',
  html: '<p>Your sale has moved on.</p>',
  created_at: '2024-07-02T12:00:00.000Z',
  headers: {
    'List-Unsubscribe': '<http://localhost:3000/api/progress-emails/unsubscribe?user=u&token=t>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  },
};

const newerMail = {
  _id: '65a000000000000000000002',
  to: 'bea.buyer@example.com',
  subject: 'Your magic link',
  text: 'Sign in here: http://localhost:3000/authenticate?token=abc123&type=customer&role=buy.\nIt expires in 10 minutes.',
  html: '<html><head><title>x</title></head><body><a href="http://localhost:3000/authenticate?token=abc123">Sign in</a></body></html>',
  created_at: '2024-07-01T12:05:09.000Z',
};

describe('development mailbox', () => {
  it('lists e-mails newest first with recipient, subject and UK time', async () => {
    // The server's order is not trusted: the page sorts by arrival.
    const { calls } = stubFetch({
      ...config,
      'GET /api/dev/mailbox': jsonResponse([olderMail, newerMail]),
    });
    renderApp('/dev/mailbox');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Development mailbox' }),
    ).toBeInTheDocument();
    expect(screen.getByText('E-mails are not sent in this mode.')).toBeInTheDocument();

    const list = await screen.findByRole('list', { name: 'E-mails' });
    const items = within(list).getAllByRole('button');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Your magic link');
    expect(items[0]).toHaveTextContent('To: bea.buyer@example.com');
    // 12:05 UTC on 1 July is 13:05 in London (BST); 09:30 UTC on 15 January is 09:30 (GMT).
    expect(items[0]).toHaveTextContent('1 Jul 2024, 13:05:09');
    expect(items[1]).toHaveTextContent('Welcome to Threshold');
    expect(items[1]).toHaveTextContent('15 Jan 2024, 09:30:00');
    expect(calls.some((request) => new URL(request.url).pathname === '/api/dev/mailbox')).toBe(
      true,
    );
  });

  it('opens an e-mail with its HTML sandboxed and its text links clickable', async () => {
    const user = userEvent.setup();
    stubFetch({ ...config, 'GET /api/dev/mailbox': jsonResponse([olderMail, newerMail]) });
    const { router } = renderApp('/dev/mailbox');

    await user.click(await screen.findByRole('button', { name: /Your magic link/ }));

    const mail = await screen.findByRole('article', { name: 'Your magic link' });
    expect(router.state.location.search).toBe(`?id=${newerMail._id}`);
    const frame = within(mail).getByTitle('HTML version of "Your magic link"');
    expect(frame).toHaveAttribute('sandbox', expect.not.stringContaining('allow-scripts'));
    expect(frame.getAttribute('srcdoc')).toContain('<base target="_top">');
    expect(frame.getAttribute('srcdoc')).toContain('authenticate?token=abc123');

    const link = within(mail).getByRole('link', {
      name: 'http://localhost:3000/authenticate?token=abc123&type=customer&role=buy',
    });
    expect(link).toHaveAttribute(
      'href',
      'http://localhost:3000/authenticate?token=abc123&type=customer&role=buy',
    );
    expect(within(mail).getByText(/It expires in 10 minutes\./)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to all e-mails' }));
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(
      screen.getAllByRole('button', { name: /Welcome to Threshold|Your magic link/ }),
    ).toHaveLength(2);
  });

  it('says so when there are no e-mails', async () => {
    stubFetch({ ...config, 'GET /api/dev/mailbox': jsonResponse([]) });
    renderApp('/dev/mailbox');
    expect(await screen.findByText('No e-mails yet')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'E-mails' })).not.toBeInTheDocument();
  });

  it('shows the classified error with a retry when the mailbox cannot be read', async () => {
    const user = userEvent.setup();
    let fail = true;
    stubFetch({
      ...config,
      'GET /api/dev/mailbox': () =>
        fail
          ? jsonResponse({ statusCode: 500, message: 'Internal server error' }, 500)
          : jsonResponse([olderMail]),
    });
    renderApp('/dev/mailbox');
    expect(await screen.findByText('Server error. Please try again later.')).toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: /Welcome to Threshold/ })).toBeInTheDocument();
  });

  it('is not there when the mail simulator is off', async () => {
    stubFetch({
      'GET /api/config/public': jsonResponse({
        ...publicConfigFixture,
        simulators: { ...publicConfigFixture.simulators, mailbox: false },
      }),
    });
    renderApp('/dev/mailbox');
    expect(await screen.findByRole('heading', { name: '404! Page not found' })).toBeInTheDocument();
  });

  it("shows an e-mail's extra headers, such as its one-click unsubscribe", async () => {
    const user = userEvent.setup();
    stubFetch({ ...config, 'GET /api/dev/mailbox': jsonResponse([olderMail, progressMail]) });
    renderApp('/dev/mailbox');

    await user.click(await screen.findByRole('button', { name: /Progress on your sale/ }));
    const mail = await screen.findByRole('article', { name: progressMail.subject });
    expect(mail).toHaveTextContent(
      'List-Unsubscribe<http://localhost:3000/api/progress-emails/unsubscribe?user=u&token=t>',
    );
    expect(mail).toHaveTextContent('List-Unsubscribe-PostList-Unsubscribe=One-Click');
  });
});
