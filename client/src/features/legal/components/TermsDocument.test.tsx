import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/AppProviders';
import { makeStore } from '@/app/store';
import { TermsDocument, type TermsDocumentProps } from '@/features/legal/components/TermsDocument';
import { PublicConfigGate } from '@/features/public-config/components/PublicConfigGate';
import { jsonResponse, publicConfigFixture, stubFetch } from '@/test/fetchStub';

const renderTerms = (props: TermsDocumentProps) => {
  stubFetch({
    'GET /api/config/public': jsonResponse({ ...publicConfigFixture, productName: 'Doorstep' }),
  });
  const router = createMemoryRouter(
    [{ path: '/sell/terms-and-conditions', element: <TermsDocument {...props} /> }],
    { initialEntries: ['/sell/terms-and-conditions'] },
  );
  render(
    <AppProviders store={makeStore()}>
      <PublicConfigGate>
        <RouterProvider router={router} />
      </PublicConfigGate>
    </AppProviders>,
  );
};

describe('TermsDocument (for the onboarding terms step)', () => {
  it("ends with 'Agree and Continue' when given onAgree", async () => {
    const user = userEvent.setup();
    const handleAgree = vi.fn();
    renderTerms({ role: 'sell', onAgree: handleAgree, showTitle: true });

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Terms & Conditions for Sellers' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Version 1.0 · Effective January 1, 2024')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(20);
    expect(screen.getAllByText(/Doorstep/).length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Agree and Continue' }));
    expect(handleAgree).toHaveBeenCalledTimes(1);
  });

  it('takes another label, and has no button without onAgree', async () => {
    const user = userEvent.setup();
    const handleAgree = vi.fn();
    renderTerms({ role: 'buy', onAgree: handleAgree, agreeLabel: 'I agree' });
    await user.click(await screen.findByRole('button', { name: 'I agree' }));
    expect(handleAgree).toHaveBeenCalledTimes(1);

    const overview = screen.getByRole('navigation', { name: 'Overview' });
    await user.click(within(overview).getByRole('button', { name: 'Overview' }));
    expect(within(overview).getAllByRole('link')).toHaveLength(21);
  });

  it('renders without a button when there is nothing to agree to', async () => {
    renderTerms({ role: 'buy' });
    expect(
      await screen.findByRole('heading', { level: 2, name: /1\. About these terms/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agree and Continue' })).not.toBeInTheDocument();
  });
});
