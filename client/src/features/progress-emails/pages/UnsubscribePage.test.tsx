import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, publicConfigFixture, stubFetch } from '@/test/fetchStub';
import { renderApp } from '@/test/renderApp';

const USER = 'a00000000000000000000025';
const PATH = `/progress-emails/unsubscribe?user=${USER}&token=abc_DEF-123`;

const stub = (reply: Response) =>
  stubFetch({
    'GET /api/config/public': jsonResponse(publicConfigFixture),
    'GET /api/users/current': jsonResponse({ statusCode: 401, message: 'x', error: 'x' }, 401),
    'POST /api/progress-emails/unsubscribe': reply,
  });

describe('UnsubscribePage', () => {
  it('changes nothing on opening, and turns the e-mails off on confirming', async () => {
    const { calls } = stub(jsonResponse({ enabled: false }));
    renderApp(PATH);
    const confirm = await screen.findByRole('button', { name: 'Stop progress e-mails' });
    expect(calls.some((request) => request.method === 'POST')).toBe(false);

    await userEvent.click(confirm);
    expect(
      await screen.findByRole('heading', { name: 'Progress e-mails are off' }),
    ).toBeInTheDocument();
    const [post] = calls.filter((request) => request.method === 'POST');
    const url = new URL(post.url);
    expect(url.searchParams.get('user')).toBe(USER);
    expect(url.searchParams.get('token')).toBe('abc_DEF-123');
    expect(screen.getByRole('status')).toHaveTextContent('turn these e-mails back on there');
  });

  it("shows the server's refusal of a bad link", async () => {
    stub(
      jsonResponse(
        {
          statusCode: 403,
          message:
            'This unsubscribe link is not valid. Sign in to turn progress e-mails off from your dashboard.',
          error: 'Forbidden',
          code: 'UNSUBSCRIBE_LINK_INVALID',
        },
        403,
      ),
    );
    renderApp(PATH);
    await userEvent.click(await screen.findByRole('button', { name: 'Stop progress e-mails' }));
    expect(await screen.findByText(/This unsubscribe link is not valid/)).toBeInTheDocument();
  });

  it('says a link without its token is not valid', async () => {
    stub(jsonResponse({ enabled: false }));
    renderApp(`/progress-emails/unsubscribe?user=${USER}`);
    expect(await screen.findByText(/This unsubscribe link is not valid/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop progress e-mails' })).toBeNull();
  });
});
