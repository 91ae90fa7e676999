import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query/react';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { api } from '@/api/generated';
import { App } from '@/app/App';
import type { EarlyRequests } from '@/app/earlyRequests';
import { hydratesPrerender, startTakeover } from '@/app/prerendered';
import { makeStore, type AppStore } from '@/app/store';
import { noSessionFound } from '@/features/auth/authSlice';
import '@/app/global.css';

/** How long the first render waits for a tracker's sale or purchase once the rest is here. */
const SALE_WAIT_MS = 2000;

/**
 * Puts what main.tsx fetched while this code downloaded (app/earlyRequests.ts) in the store, so
 * that the first render has it: PublicConfigGate renders at once instead of asking again,
 * AuthGate knows the user, a tracker has its sale or purchase. Whatever failed is left out: the
 * page asks for it as usual (with its own loader, error and retry).
 */
const applyEarlyRequests = async (store: AppStore, early: EarlyRequests) => {
  // The app could not render without the configuration, the session or the page anyway; the
  // tracker's data is waited for only a moment (the page shows its own loader after that).
  const briefly = <T,>(request: Promise<T> | undefined) =>
    Promise.race([
      request,
      new Promise<undefined>((resolve) => window.setTimeout(resolve, SALE_WAIT_MS)),
    ]);
  const [config, user, transaction, tracker, intent, purchaseTracker] = await Promise.all([
    early.config,
    early.user,
    briefly(early.sale?.transaction),
    briefly(early.sale?.tracker),
    briefly(early.purchase?.intent),
    briefly(early.purchase?.tracker),
    early.firstPage,
  ]);
  const upserts: Promise<unknown>[] = [];
  const put = <R,>(
    action: ThunkAction<R, ReturnType<AppStore['getState']>, unknown, UnknownAction>,
  ) => {
    upserts.push(Promise.resolve(store.dispatch(action)));
  };
  const { upsertQueryData } = api.util;
  if (config) {
    put(upsertQueryData('publicConfigControllerPublic', undefined, config));
  }
  // Signed in (the user's fulfilled query signs the auth state in, as its own request would).
  if (user) {
    put(upsertQueryData('usersControllerCurrent', undefined, user));
  }
  if (early.sale) {
    const id = early.sale.id;
    if (transaction) {
      put(upsertQueryData('transactionsControllerGet', { id }, transaction));
    }
    if (tracker) {
      put(upsertQueryData('trackerControllerSale', { transactionId: id }, tracker));
    }
  }
  if (early.purchase) {
    const id = early.purchase.id;
    if (intent) {
      put(upsertQueryData('purchaseIntentsControllerGet', { id }, intent));
    }
    if (purchaseTracker) {
      put(upsertQueryData('trackerControllerPurchase', { purchaseIntentId: id }, purchaseTracker));
    }
  }
  await Promise.all(upserts);
  // No session to ask about: signed out now, rather than after a first render with a loader.
  if (!early.user) store.dispatch(noSessionFound());
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
  if (hydratesPrerender(container, window.location, { signedIn: Boolean(early?.user), config })) {
    hydrateRoot(container, app);
  } else {
    createRoot(container).render(app);
  }
};
