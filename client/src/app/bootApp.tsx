import { setupListeners } from '@reduxjs/toolkit/query/react';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/App';
import type { EarlyRequests } from '@/app/earlyRequests';
import { hydratesPrerender, startTakeover } from '@/app/prerendered';
import { putFirstAnswers } from '@/app/putFirstAnswers';
import { makeStore, type AppStore } from '@/app/store';
import '@/app/global.css';

/** How long the first render waits for a tracker's sale or purchase once the rest is here. */
const SALE_WAIT_MS = 2000;

/**
 * Puts what main.tsx fetched while this code downloaded (app/earlyRequests.ts), or what the
 * server rendered the page with, in the store before the first render (putFirstAnswers).
 */
const applyEarlyRequests = async (store: AppStore, early: EarlyRequests) => {
  // The app could not render without the configuration, the session or the page anyway; the
  // tracker's data is waited for only a moment (the page shows its own loader after that).
  const briefly = <T,>(request: Promise<T> | undefined) =>
    Promise.race([
      request,
      new Promise<undefined>((resolve) => window.setTimeout(resolve, SALE_WAIT_MS)),
    ]);
  const [config, user, progressEmails, sale, purchase] = await Promise.all([
    early.config,
    early.user,
    briefly(early.progressEmails),
    early.sale &&
      Promise.all([
        briefly(early.sale.transaction),
        briefly(early.sale.tracker),
        briefly(early.sale.documents),
      ]).then(([transaction, tracker, documents]) => ({
        id: early.sale!.id,
        transaction,
        tracker,
        documents,
      })),
    early.purchase &&
      Promise.all([
        briefly(early.purchase.intent),
        briefly(early.purchase.tracker),
        briefly(early.purchase.documents),
      ]).then(([intent, tracker, documents]) => ({
        id: early.purchase!.id,
        intent,
        tracker,
        documents,
      })),
    early.firstPage,
  ]);
  await putFirstAnswers(store, { config, user, progressEmails, sale, purchase });
};

/**
 * The full app: store (with RTK Query's focus/online listeners), providers and router, rendered
 * once main.tsx's early requests are in the store and the first page's module is here (both
 * started alongside this code, so this waits for little).
 */
export const bootApp = async (container: HTMLElement, early?: EarlyRequests) => {
  const store = makeStore();
  setupListeners(store.dispatch);
  if (early) await applyEarlyRequests(store, early);

  const config = await early?.config;
  const app = (
    <StrictMode>
      <App store={store} />
    </StrictMode>
  );
  // A prerendered first screen is adopted as it is when the first render makes the same HTML,
  // with what the visitor typed meanwhile; else the app renders over it (app/prerendered.ts).
  startTakeover(container);
  if (
    hydratesPrerender(container, window.location, {
      signedIn: Boolean(early?.user),
      config,
      served: early?.served === true,
    })
  ) {
    hydrateRoot(container, app);
  } else {
    createRoot(container).render(app);
  }
};
