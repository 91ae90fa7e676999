import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeAdmin, resetBrowserStorage } from '@/features/auth/testing';
import { jsonResponse, publicConfigFixture, stubFetch } from '@/test/fetchStub';
import { renderApp } from '@/test/renderApp';

// Whole-app renders (antd styles, the boot gates) can exceed the 1 s default on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

type Status = 'not-required' | 'passed' | 'enrol' | 'verify';

const adminWith = (status: Status, hasPasskey = status !== 'enrol') => ({
  ...makeAdmin(),
  secondFactor: { status, hasPasskey, mode: 'required' as const },
});

describe('the second factor in the browser', () => {
  beforeEach(() => resetBrowserStorage());

  it('sends an admin who has not passed from any /admin page to verify', async () => {
    stubFetch({
      'GET /api/config/public': jsonResponse(publicConfigFixture),
      'GET /api/users/current': jsonResponse(adminWith('verify')),
    });
    const { router } = renderApp('/admin/users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/second-factor'));
    expect(
      await screen.findByRole('heading', { level: 1, name: "Confirm it's you" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use your passkey' })).toBeInTheDocument();
  });

  it('sends an admin with no passkey where one is required to enrol', async () => {
    stubFetch({
      'GET /api/config/public': jsonResponse(publicConfigFixture),
      'GET /api/users/current': jsonResponse(adminWith('enrol')),
    });
    const { router } = renderApp('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/second-factor/enrol'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Add a passkey' }),
    ).toBeInTheDocument();
  });

  it('takes a recovery code, then opens the page the admin was going to', async () => {
    const user = userEvent.setup();
    let status: Status = 'verify';
    const network = stubFetch({
      'GET /api/config/public': jsonResponse(publicConfigFixture),
      'GET /api/users/current': () => jsonResponse(adminWith(status)),
      'POST /api/authentication/second-factor/recovery-code': () => {
        status = 'passed';
        return jsonResponse({ status: 'passed', recoveryCodesLeft: 9 });
      },
      'GET /api/admin/security': jsonResponse({ passkeys: [], recoveryCodesLeft: 9 }),
    });
    const { router } = renderApp('/admin/security');
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    await user.type(screen.getByLabelText('Recovery code'), 'ABCD-EFGH-JKMN-PQRS');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/security'));
    expect(network.calls.some((call) => call.url.endsWith('/recovery-code'))).toBe(true);
  });

  it('says why a recovery code was refused and stays on the page', async () => {
    const user = userEvent.setup();
    stubFetch({
      'GET /api/config/public': jsonResponse(publicConfigFixture),
      'GET /api/users/current': jsonResponse(adminWith('verify', false)),
      'POST /api/authentication/second-factor/recovery-code': jsonResponse(
        {
          statusCode: 403,
          code: 'RECOVERY_CODE_INVALID',
          message: 'That recovery code is not valid or has already been used.',
          error: 'Forbidden',
        },
        403,
      ),
    });
    const { router } = renderApp('/admin');
    // no passkey: the code form is all there is
    await user.type(await screen.findByLabelText('Recovery code'), 'USED-CODE');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That recovery code is not valid or has already been used.',
    );
    expect(router.state.location.pathname).toBe('/second-factor');
  });
});
