import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, publicConfigFixture, stubFetch } from '@/test/fetchStub';
import { renderApp } from '@/test/renderApp';

describe('boot: public configuration', () => {
  it('shows the loader until the configuration arrives, then the page with its product name', async () => {
    let answer: ((response: Response) => void) | undefined;
    const { fetchMock } = stubFetch({
      'GET /api/config/public': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderApp('/');

    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    answer?.(jsonResponse({ ...publicConfigFixture, productName: 'Doorstep' }));
    expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: 'Why sellers choose Doorstep' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Doorstep');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('explains a failure and recovers on Retry', async () => {
    const user = userEvent.setup();
    let networkDown = true;
    stubFetch({
      'GET /api/config/public': () => {
        if (networkDown) throw new TypeError('Failed to fetch');
        return jsonResponse(publicConfigFixture);
      },
    });
    renderApp('/');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Network error. Please check your connection and try again.',
    );
    networkDown = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Sell your home with the legal work done up front' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });
});
