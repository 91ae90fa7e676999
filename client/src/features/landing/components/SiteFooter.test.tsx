import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/AppProviders';
import { makeStore } from '@/app/store';
import { SiteFooter } from '@/features/landing/components/SiteFooter';
import { PublicConfigGate } from '@/features/public-config/components/PublicConfigGate';
import { jsonResponse, publicConfigFixture, stubFetch } from '@/test/fetchStub';

const renderFooter = () => {
  const fetchStub = stubFetch({
    'GET /api/config/public': jsonResponse({ ...publicConfigFixture, productName: 'Doorstep' }),
    'GET /api/__testerror': jsonResponse(
      { statusCode: 500, message: 'Internal server error', error: 'Internal Server Error' },
      500,
    ),
  });
  const router = createMemoryRouter([{ path: '*', element: <SiteFooter /> }], {
    initialEntries: ['/privacy-policy'],
  });
  render(
    <AppProviders store={makeStore()}>
      <PublicConfigGate>
        <RouterProvider router={router} />
      </PublicConfigGate>
    </AppProviders>,
  );
  return { ...fetchStub, router };
};

const testErrorCalls = (calls: Request[]) =>
  calls.filter((request) => new URL(request.url).pathname === '/api/__testerror');

describe('SiteFooter', () => {
  it('is the page footer, with the legal, partner, contact and support links', async () => {
    renderFooter();

    const footer = await screen.findByRole('contentinfo');
    const link = (name: string) => within(footer).getByRole('link', { name });
    expect(link('Privacy policy')).toHaveAttribute('href', '/privacy-policy');
    expect(link('Cookie policy')).toHaveAttribute('href', '/cookie-policy');
    expect(link('Partner with us')).toHaveAttribute('href', '/partner-sign-up');
    expect(link('Contact')).toHaveAttribute('href', '/#contact');
    expect(link('support@threshold.example')).toHaveAttribute(
      'href',
      'mailto:support@threshold.example',
    );
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Doorstep`);
  });

  it('keeps the terms links in the page but hidden', async () => {
    renderFooter();

    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).queryByRole('link', { name: /terms/i })).not.toBeInTheDocument();
    const hidden = within(footer).getAllByRole('link', { hidden: true, name: /terms/i });
    expect(hidden.map((link) => link.getAttribute('href'))).toEqual([
      '/seller/terms/v1',
      '/buyer/terms/v1',
    ]);
    for (const link of hidden) expect(link).not.toBeVisible();
  });

  it('calls GET /api/__testerror on a triple-click of the copyright line with Alt held, and only then', async () => {
    const user = userEvent.setup();
    const { calls } = renderFooter();

    const copyright = await screen.findByText(`© ${new Date().getFullYear()} Doorstep`);
    expect(copyright).not.toHaveAttribute('tabindex');
    expect(copyright).not.toHaveAttribute('role');

    await user.click(copyright);
    await user.dblClick(copyright);
    expect(testErrorCalls(calls)).toHaveLength(0);

    // a plain triple-click selects the line: no request
    await user.tripleClick(copyright);
    expect(testErrorCalls(calls)).toHaveLength(0);

    await user.keyboard('{Alt>}');
    await user.tripleClick(copyright);
    await user.keyboard('{/Alt}');
    await waitFor(() => expect(testErrorCalls(calls)).toHaveLength(1));
    expect(testErrorCalls(calls)[0].method).toBe('GET');
  });
});
