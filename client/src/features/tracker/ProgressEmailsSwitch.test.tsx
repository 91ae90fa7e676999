import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/AppProviders';
import { makeStore } from '@/app/store';
import { jsonResponse, publicConfigFixture, stubFetch } from '@/test/fetchStub';
import { PROGRESS_EMAILS_LABEL, ProgressEmailsSwitch } from './ProgressEmailsSwitch';

/** The customer's setting as the server keeps it; PUT changes it, GET reads it. */
const renderSwitch = (initial: boolean, { failPut = false } = {}) => {
  let enabled = initial;
  const stub = stubFetch({
    'GET /api/config/public': jsonResponse(publicConfigFixture),
    'GET /api/me/progress-emails': () => jsonResponse({ enabled }),
    'PUT /api/me/progress-emails': async (request) => {
      if (failPut) return jsonResponse({ statusCode: 500, message: 'Oops', error: 'x' }, 500);
      enabled = ((await request.json()) as { enabled: boolean }).enabled;
      return jsonResponse({ enabled });
    },
  });
  render(
    <AppProviders store={makeStore()}>
      <ProgressEmailsSwitch />
    </AppProviders>,
  );
  return stub;
};

describe('ProgressEmailsSwitch', () => {
  it('shows the setting and turns progress e-mails off, then on again', async () => {
    const stub = renderSwitch(true);
    const toggle = await screen.findByRole('switch', { name: PROGRESS_EMAILS_LABEL });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/within a few minutes of each other/);

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(await screen.findByText('Progress e-mails are off.')).toBeInTheDocument();
    const puts = stub.calls.filter((request) => request.method === 'PUT');
    expect(puts).toHaveLength(1);

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(await screen.findByText('Progress e-mails are on.')).toBeInTheDocument();
  });

  it('shows a turned-off setting as off', async () => {
    renderSwitch(false);
    expect(await screen.findByRole('switch', { name: PROGRESS_EMAILS_LABEL })).not.toBeChecked();
  });

  it('says so and keeps the setting when the change fails', async () => {
    renderSwitch(true, { failPut: true });
    const toggle = await screen.findByRole('switch', { name: PROGRESS_EMAILS_LABEL });
    await userEvent.click(toggle);
    expect(
      await screen.findByText('We could not change your e-mail setting. Please try again.'),
    ).toBeInTheDocument();
    expect(toggle).toBeChecked();
  });
});
