import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enhancedApi } from '@/api/cacheTags';
import type { CreateTransactionDto, UpdatePurchaseIntentDto } from '@/api/generated';
import { makeStore } from '@/app/store';
import { jsonResponse, stubFetch } from '@/test/fetchStub';

const SALE_ID = 'a'.repeat(24);
const PURCHASE_ID = 'b'.repeat(24);
const OTHER_PURCHASE_ID = 'c'.repeat(24);

/** A server that answers what the cached queries ask and accepts the writes. */
const stubServer = () =>
  stubFetch({
    'GET /api/users/current/properties': () => jsonResponse({ sales: [], purchases: [] }),
    'GET /api/purchase-intent/mortgage-providers': () => jsonResponse({ groups: [] }),
    [`GET /api/purchase-intent/${PURCHASE_ID}`]: () => jsonResponse({ _id: PURCHASE_ID }),
    [`GET /api/purchase-intent/${OTHER_PURCHASE_ID}`]: () =>
      jsonResponse({ _id: OTHER_PURCHASE_ID }),
    [`PUT /api/purchase-intent/${PURCHASE_ID}`]: () => jsonResponse({ _id: PURCHASE_ID }),
    'POST /api/transaction': () => jsonResponse({ _id: SALE_ID }, 201),
  });

/** How often `METHOD /path` reached the server. */
const countOf = (calls: Request[], route: string) =>
  calls.filter((request) => `${request.method} ${new URL(request.url).pathname}` === route).length;

describe('customer cache tags', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refreshes the home cards when a sale is created', async () => {
    const { calls } = stubServer();
    const store = makeStore();
    store.dispatch(enhancedApi.endpoints.homeCards.initiate());
    await waitFor(() => expect(countOf(calls, 'GET /api/users/current/properties')).toBe(1));

    await store
      .dispatch(
        enhancedApi.endpoints.createSale.initiate({
          createTransactionDto: {} as CreateTransactionDto,
        }),
      )
      .unwrap();

    await waitFor(() => expect(countOf(calls, 'GET /api/users/current/properties')).toBe(2));
  });

  it('refetches the changed purchase and the home cards, not the lender list or other purchases', async () => {
    const { calls } = stubServer();
    const store = makeStore();
    store.dispatch(enhancedApi.endpoints.homeCards.initiate());
    store.dispatch(enhancedApi.endpoints.mortgageProviders.initiate());
    store.dispatch(enhancedApi.endpoints.purchase.initiate({ id: PURCHASE_ID }));
    store.dispatch(enhancedApi.endpoints.purchase.initiate({ id: OTHER_PURCHASE_ID }));
    await waitFor(() => expect(calls).toHaveLength(4));

    await store
      .dispatch(
        enhancedApi.endpoints.updatePurchase.initiate({
          id: PURCHASE_ID,
          updatePurchaseIntentDto: {} as UpdatePurchaseIntentDto,
        }),
      )
      .unwrap();

    await waitFor(() => expect(countOf(calls, `GET /api/purchase-intent/${PURCHASE_ID}`)).toBe(2));
    await waitFor(() => expect(countOf(calls, 'GET /api/users/current/properties')).toBe(2));
    expect(countOf(calls, 'GET /api/purchase-intent/mortgage-providers')).toBe(1);
    expect(countOf(calls, `GET /api/purchase-intent/${OTHER_PURCHASE_ID}`)).toBe(1);
  });
});
