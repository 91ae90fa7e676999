import type { ComponentProps } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders } from '@/app/AppProviders';
import type { AppStore } from '@/app/store';
import { PublicConfigGate } from '@/features/public-config/components/PublicConfigGate';

type AppTreeProps = {
  store: AppStore;
  router: ComponentProps<typeof RouterProvider>['router'];
};

/**
 * The app's tree around a router: the browser's in App.tsx, a memory router in the build's
 * prerender (prerender/renderFirstScreen.tsx). One tree for both, so that the prerendered HTML
 * is what the browser's first render makes and hydrateRoot can take it over (app/prerendered.ts).
 * RouterProvider from 'react-router' (not 'react-router/dom', whose only addition is flushSync
 * navigations, which the app does not use): one copy of the router in the build, the prerender
 * and the tests alike.
 */
export const AppTree = ({ store, router }: AppTreeProps) => (
  <AppProviders store={store}>
    <PublicConfigGate>
      <RouterProvider router={router} />
    </PublicConfigGate>
  </AppProviders>
);
