import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enhancedApi } from '@/api/cacheTags';
import { makeStore } from '@/app/store';
import { useSignOut } from '@/features/auth/hooks/useSignOut';
import { jsonResponse, stubFetch } from '@/test/fetchStub';

const SignOutButton = () => {
  const { signOut } = useSignOut();
  return <button onClick={() => void signOut()}>Sign Out</button>;
};

describe('useSignOut', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('forgets every cached answer of the user, not only their account', async () => {
    const { calls } = stubFetch({
      'GET /api/users/current/properties': jsonResponse({ sales: [], purchases: [] }),
      'POST /api/authentication/sign-out': jsonResponse({ success: true }),
    });
    const store = makeStore();
    await store.dispatch(enhancedApi.endpoints.homeCards.initiate()).unwrap();
    expect(Object.keys(store.getState().api.queries)).toHaveLength(1);

    const router = createMemoryRouter(
      [
        { path: '/welcome-back', element: <SignOutButton /> },
        { path: '/sign-in', element: <p>Signed out</p> },
      ],
      { initialEntries: ['/welcome-back'] },
    );
    render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));

    await screen.findByText('Signed out');
    expect(router.state.location.search).toBe('?sign-out=true');
    await waitFor(() => expect(store.getState().api.queries).toEqual({}));
    expect(calls.map((request) => new URL(request.url).pathname)).toContain(
      '/api/authentication/sign-out',
    );
  });
});
