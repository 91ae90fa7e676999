import type { EventsService } from '@/platform/timeline/events.service';
import {
  adminConfigRow,
  groupRow,
  identityCheckRow,
  lawyerGroupRow,
  purchaseIntentRow,
  saleRow,
  type WithDatabase,
} from './sales';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
export const day = (iso: string) => new Date(`${iso}T10:00:00Z`);

/**
 * Three sales for the back office's list tests, oldest to newest: `complete` (paid, agent and
 * solicitors, searches, checks complete, a group and a tag), `bare` (nothing) and `partly` (half
 * way); with the lawyer groups and the development group they use.
 */
export async function threeListedSales(t: WithDatabase, events: EventsService) {
  await adminConfigRow(t, { benchmark_in_days: 100 });
  const sellerSide = await lawyerGroupRow(t, 'Ashcombe Legal LLP', 'Residential Team A');
  const buyerSide = await lawyerGroupRow(t, 'Fenwick & Rowe', 'Property Group');
  const groupId = (await groupRow(t, 'Riverside Phase 1'))._id;

  const a = await saleRow(t, {
    seller: { first_name: 'Ada', last_name: 'Byron', email: 'ada.byron@example.com' },
    line1: '3 Sion Terrace',
    postcode: 'BS8 3LP',
    createdAt: minutesAgo(30),
    additionalSellers: [{ first_name: 'Grace', last_name: 'Hopper', email: 'gh@example.com' }],
    firstOrderStatus: 'succeeded',
    estateAgentStatus: 'no_agent',
    sellerLawyerGroupId: sellerSide._id,
    buyerLawyerGroupId: buyerSide._id,
    groupId,
    searches: 2,
    tags: ['Priority'],
  });
  const complete = a.sale._id;
  const buyer = { first_name: 'Mary', last_name: 'Shelley', email: 'mary.shelley@example.com' };
  await purchaseIntentRow(t, complete, {
    buyer,
    active: true,
    saleAgreed: day('2026-01-01'),
    exchanged: day('2026-03-02'),
  });
  for (const person of [
    { first_name: 'Ada', last_name: 'Byron', email: 'ADA.BYRON@example.com' },
    { first_name: 'grace', last_name: 'hopper', email: 'gh@example.com' },
  ]) {
    await identityCheckRow(t, complete, 'seller', person, 'complete');
  }
  await identityCheckRow(t, complete, 'buyer', buyer, 'pending');
  await events.record({
    transactionId: complete,
    name: 'transaction_created',
    author: null,
  });

  const b = await saleRow(t, {
    seller: { first_name: 'Charles', last_name: 'Babbage', email: 'cb@example.com' },
    createdAt: minutesAgo(20),
  });
  const bare = b.sale._id;
  await purchaseIntentRow(t, bare, {
    buyer: { first_name: 'Percy', last_name: 'Shelley' },
    active: false,
    saleAgreed: day('2026-01-01'),
  });

  const c = await saleRow(t, {
    seller: { first_name: 'Alan', last_name: 'Turing', email: 'alan.turing@example.com' },
    line1: '1 Bletchley Park',
    postcode: 'MK3 6EB',
    createdAt: minutesAgo(10),
    firstOrderStatus: 'requires_payment_method',
    estateAgentStatus: 'not_listed',
    buyerLawyerGroupId: buyerSide._id,
    searches: 1,
  });
  const partly = c.sale._id;
  await identityCheckRow(t, partly, 'seller', c.seller, 'complete');
  await purchaseIntentRow(t, partly, {
    buyer: { first_name: 'Joan', last_name: 'Clarke', email: 'joan.clarke@example.com' },
    active: true,
    additionalBuyers: [{ first_name: 'Tommy', last_name: 'Flowers', email: 'tf@example.com' }],
    giftors: [{ first_name: 'Gordon', last_name: 'Welchman', email: 'gw@example.com' }],
  });
  return { complete, bare, partly, groupId, sellerSide, buyerSide };
}
