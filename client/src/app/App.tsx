import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '@/app/AppProviders';
import { router } from '@/app/router';
import type { AppStore } from '@/app/store';
import { PublicConfigGate } from '@/features/public-config/components/PublicConfigGate';

type AppProps = { store: AppStore };

export const App = ({ store }: AppProps) => (
  <AppProviders store={store}>
    <PublicConfigGate>
      <RouterProvider router={router} />
    </PublicConfigGate>
  </AppProviders>
);
