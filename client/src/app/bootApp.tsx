import { setupListeners } from '@reduxjs/toolkit/query/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { api, type PublicConfigControllerPublicApiResponse } from '@/api/generated';
import { App } from '@/app/App';
import { makeStore } from '@/app/store';
import '@/app/global.css';

/**
 * The full app: store (with RTK Query's focus/online listeners), providers and router.
 * `earlyConfig` is GET /api/config/public as main.tsx fetched it while this code downloaded: put
 * in the store, PublicConfigGate renders the page at once instead of asking again (when it
 * failed, the gate asks and offers a retry as usual).
 */
export const bootApp = async (
  container: HTMLElement,
  earlyConfig?: Promise<Record<string, unknown> | undefined>,
) => {
  const store = makeStore();
  setupListeners(store.dispatch);
  const config = await earlyConfig;
  if (config) {
    await store.dispatch(
      api.util.upsertQueryData(
        'publicConfigControllerPublic',
        undefined,
        config as PublicConfigControllerPublicApiResponse,
      ),
    );
  }

  createRoot(container).render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
};
