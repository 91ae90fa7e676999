import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '@/app/AppProviders';
import { makeStore } from '@/app/store';
import { jsonResponse, publicConfigFixture, stubFetch } from '@/test/fetchStub';

type RenderAdminOptions = {
  /** Where the in-memory router starts. */
  path?: string;
  /** Canned API replies besides the public config (see `stubFetch`). */
  replies?: Parameters<typeof stubFetch>[0];
};

/**
 * Renders back office UI as the app does (store, antd theme and locale, a router) without the
 * whole route tree. `ui` is either an element (shown at every path) or route objects.
 * Only test files import this module.
 */
export const renderAdmin = (
  ui: ReactNode | RouteObject[],
  { path = '/admin', replies = {} }: RenderAdminOptions = {},
) => {
  const network = stubFetch({
    'GET /api/config/public': jsonResponse(publicConfigFixture),
    ...replies,
  });
  const routes: RouteObject[] = Array.isArray(ui) ? ui : [{ path: '*', element: ui }];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const store = makeStore();
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, store, ...network };
};
