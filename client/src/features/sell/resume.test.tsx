import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserDto } from '@/api/generated';
import { AppProviders } from '@/app/AppProviders';
import { makeStore } from '@/app/store';
import { makeUser, resetBrowserStorage } from '@/features/auth/testing';
import { getOnboardingFlow } from '@/features/onboarding/flowStorage';
import { NO_USER_DATA, saleResumePath, useResumeSale } from '@/features/sell/resume';
import { latestOf, makeTransaction } from '@/features/sell/testing';
import { jsonResponse, stubFetch } from '@/test/fetchStub';

const Resume = ({ user }: { user: UserDto | null }) => {
  const resumeSale = useResumeSale();
  return (
    <button type="button" onClick={() => void resumeSale(user)}>
      Resume
    </button>
  );
};

const renderResume = (user: UserDto | null) => {
  const router = createMemoryRouter(
    [
      { path: '/welcome-back', element: <Resume user={user} /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/welcome-back'] },
  );
  render(
    <AppProviders store={makeStore()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
};

describe('resuming a sale', () => {
  beforeEach(() => resetBrowserStorage());

  it('goes to the payment once the terms are accepted, else to the terms', () => {
    expect(saleResumePath({ terms_and_conditions: true })).toBe('/sell/payment');
    expect(saleResumePath({ terms_and_conditions: false })).toBe('/sell/terms-and-conditions');
  });

  it.each([
    [true, '/sell/payment'],
    [false, '/sell/terms-and-conditions'],
  ])('with terms accepted %s, opens the latest sale at %s', async (accepted, path) => {
    const user = makeUser();
    const transaction = makeTransaction(user, { terms_and_conditions: accepted });
    stubFetch({
      [`GET /api/transaction/latest/${user._id}`]: jsonResponse(latestOf(transaction)),
    });
    const router = renderResume(user);
    await userEvent.click(screen.getByText('Resume'));
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
    expect(getOnboardingFlow()).toEqual({ role: 'sell', id: transaction._id });
  });

  it("does nothing without user data, logging 'No user data available'", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { fetchMock } = stubFetch({});
    const router = renderResume(null);
    await userEvent.click(screen.getByText('Resume'));
    expect(warn).toHaveBeenCalledWith(NO_USER_DATA);
    expect(router.state.location.pathname).toBe('/welcome-back');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(getOnboardingFlow()).toBeNull();
  });
});
