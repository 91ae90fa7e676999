import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/AppProviders';
import { routes } from '@/app/routes';
import { makeStore } from '@/app/store';
import { PublicConfigGate } from '@/features/public-config/components/PublicConfigGate';

/** The real app (providers, boot gate, route tree) on an in-memory router at `path`. */
export const renderApp = (path: string) => {
  const store = makeStore();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders store={store}>
      <PublicConfigGate>
        <RouterProvider router={router} />
      </PublicConfigGate>
    </AppProviders>,
  );
  return { ...view, router, store };
};
