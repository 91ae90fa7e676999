import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enhancedApi } from '@/api/cacheTags';
import type { CreatePurchaseIntentDto, CreateTransactionDto } from '@/api/generated';
import { makeStore } from '@/app/store';
import { jsonResponse, stubFetch } from '@/test/fetchStub';

const SALE = { propertyId: 'b'.repeat(24), customerType: 'individual_owner' };
const KEY = /^[0-9a-f]{32}$/;

/** A server whose first answer to POST /api/transaction is lost (the network fails). */
const flakyServer = () => {
  let posts = 0;
  return stubFetch({
    'POST /api/transaction': () => {
      posts += 1;
      if (posts === 1) throw new TypeError('Failed to fetch');
      return jsonResponse({ _id: 'a'.repeat(24) }, 201);
    },
    'POST /api/purchase-intent': () => jsonResponse({ _id: 'c'.repeat(24) }, 201),
    [`PUT /api/transaction/${'a'.repeat(24)}`]: () => jsonResponse({ _id: 'a'.repeat(24) }),
    'GET /api/users/current/properties': () => jsonResponse({ sales: [], purchases: [] }),
  });
};

const keyOf = (request: Request | undefined) => request?.headers.get('Idempotency-Key');
const posts = (calls: Request[], path: string) =>
  calls.filter((request) => request.method === 'POST' && new URL(request.url).pathname === path);

describe('Idempotency-Key on creates', () => {
  beforeEach(() => window.sessionStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('sends a key with a sale, the same key when the same sale is sent again, a new one after success', async () => {
    const { calls } = flakyServer();
    const store = makeStore();
    const create = (dto: object) =>
      store.dispatch(
        enhancedApi.endpoints.createSale.initiate({
          createTransactionDto: dto as CreateTransactionDto,
        }),
      );

    const lost = await create(SALE);
    expect(lost.error).toMatchObject({ status: 'FETCH_ERROR' });
    const retried = await create(SALE);
    expect(retried.data).toMatchObject({ _id: 'a'.repeat(24) });
    const [first, retry] = posts(calls, '/api/transaction');
    expect(keyOf(first)).toMatch(KEY);
    expect(keyOf(retry)).toBe(keyOf(first));

    // answered: the next sale is a new attempt, with a new key
    await create(SALE);
    const third = posts(calls, '/api/transaction')[2];
    expect(keyOf(third)).toMatch(KEY);
    expect(keyOf(third)).not.toBe(keyOf(first));
  });

  it('sends a new key when the submission changed after a failure', async () => {
    const { calls } = flakyServer();
    const store = makeStore();
    const create = (dto: object) =>
      store.dispatch(
        enhancedApi.endpoints.createSale.initiate({
          createTransactionDto: dto as CreateTransactionDto,
        }),
      );
    await create(SALE);
    await create({ ...SALE, askingPrice: 400000 });
    const [first, changed] = posts(calls, '/api/transaction');
    expect(keyOf(changed)).toMatch(KEY);
    expect(keyOf(changed)).not.toBe(keyOf(first));
  });

  it('sends a key with a purchase intent, and none with a change', async () => {
    const { calls } = flakyServer();
    const store = makeStore();
    await store.dispatch(
      enhancedApi.endpoints.createPurchase.initiate({
        createPurchaseIntentDto: {} as CreatePurchaseIntentDto,
      }),
    );
    expect(keyOf(posts(calls, '/api/purchase-intent')[0])).toMatch(KEY);

    await store.dispatch(
      enhancedApi.endpoints.updateSale.initiate({
        id: 'a'.repeat(24),
        updateTransactionDto: {},
      }),
    );
    const update = calls.find((request) => request.method === 'PUT');
    expect(update).toBeDefined();
    expect(keyOf(update)).toBeNull();
  });
});
