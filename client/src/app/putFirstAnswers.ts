import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { api } from '@/api/generated';
import type { FirstAnswers } from '@/app/earlyRequests';
import type { AppStore } from '@/app/store';
import { noSessionFound } from '@/features/auth/authSlice';

/**
 * Puts the first screen's answers in the store under the arguments the pages ask with, so that
 * the first render has them: PublicConfigGate renders at once, AuthGate knows the user (the
 * user's fulfilled query signs the auth state in, as its own request would), a tracker has its
 * sale or purchase. What is missing is left out: the page asks for it as usual, with its own
 * loader, error and retry. Without a user the visitor is signed out now, rather than after a
 * first render with a loader. Used by bootApp in the browser and by the server's render of a
 * signed-in tracker (prerender/renderFirstScreen.tsx), so that both render the same page.
 */
export const putFirstAnswers = async (store: AppStore, answers: FirstAnswers) => {
  const upserts: Promise<unknown>[] = [];
  const put = <R>(
    action: ThunkAction<R, ReturnType<AppStore['getState']>, unknown, UnknownAction>,
  ) => {
    upserts.push(Promise.resolve(store.dispatch(action)));
  };
  const { upsertQueryData } = api.util;
  const { config, user, progressEmails, sale, purchase } = answers;
  if (config) put(upsertQueryData('publicConfig', undefined, config));
  if (user) put(upsertQueryData('currentUser', undefined, user));
  if (progressEmails) {
    put(upsertQueryData('progressEmails', undefined, progressEmails));
  }
  if (sale?.transaction) {
    put(upsertQueryData('sale', { id: sale.id }, sale.transaction));
  }
  if (sale?.tracker) {
    put(upsertQueryData('saleTracker', { transactionId: sale.id }, sale.tracker));
  }
  if (sale?.documents) {
    put(upsertQueryData('saleDocuments', { transactionId: sale.id }, sale.documents));
  }
  if (purchase?.intent) {
    put(upsertQueryData('purchase', { id: purchase.id }, purchase.intent));
  }
  if (purchase?.tracker) {
    put(upsertQueryData('purchaseTracker', { purchaseIntentId: purchase.id }, purchase.tracker));
  }
  if (purchase?.documents) {
    put(
      upsertQueryData('purchaseDocuments', { purchaseIntentId: purchase.id }, purchase.documents),
    );
  }
  await Promise.all(upserts);
  if (!user) store.dispatch(noSessionFound());
};
