import { randomBytes } from 'node:crypto';
import {
  adminConfig,
  identityChecks,
  lawFirms,
  lawyerGroups,
  orders,
  people,
  properties,
  purchaseIntentPeople,
  purchaseIntents,
  searchOrders,
  transactionGroups,
  transactionSellers,
  transactions,
  users,
} from '@/platform/database/schema';
import type { TestApp } from './app';

/** What the row factories need: a database (a test app's, or a medium test's). */
export type WithDatabase = Pick<TestApp, 'database'>;

/**
 * Rows for back-office list tests, written straight to the database (what the customer journey
 * would have left behind), so a test states only what it is about.
 */
export type PersonSeed = { first_name: string; last_name: string; email?: string };

const tag = () => randomBytes(4).toString('hex');

/**
 * Sets back-office settings in the one config row (stored with the defaults at start; a second
 * row is refused by its unique index), as an admin's PUT /api/admin/config would.
 */
export async function adminConfigRow(
  t: WithDatabase,
  settings: Partial<Omit<typeof adminConfig.$inferInsert, '_id'>>,
) {
  const updated = await t.database.db.update(adminConfig).set(settings).returning();
  if (updated.length !== 1) throw new Error('Expected the one admin config row stored at start');
  return updated[0];
}

export async function customerRow(
  t: WithDatabase,
  person: PersonSeed,
  role: 'sell' | 'buy' = 'sell',
) {
  const [user] = await t.database.db
    .insert(users)
    .values({
      type: 'customer',
      active: true,
      email: person.email ?? `${person.first_name.toLowerCase()}.${tag()}@example.com`,
      first_name: person.first_name,
      last_name: person.last_name,
      role,
    })
    .returning();
  return user;
}

export async function lawyerGroupRow(t: WithDatabase, firmName: string, groupName: string) {
  const [firm] = await t.database.db.insert(lawFirms).values({ name: firmName }).returning();
  const [group] = await t.database.db
    .insert(lawyerGroups)
    .values({
      law_firm_id: firm._id,
      name: groupName,
      solicitor: {
        _id: firm._id,
        first_name: 'Hannah',
        last_name: 'Lowe',
        email: `hannah.${tag()}@example.com`,
      },
    })
    .returning();
  return group;
}

export async function groupRow(t: WithDatabase, name: string) {
  const [group] = await t.database.db.insert(transactionGroups).values({ name }).returning();
  return group;
}

export type SaleSeed = {
  seller: PersonSeed;
  line1?: string;
  postcode?: string;
  createdAt: Date;
  additionalSellers?: PersonSeed[];
  firstOrderStatus?: string;
  estateAgentStatus?: 'pending' | 'assigned' | 'not_listed' | 'no_agent';
  sellerLawyerGroupId?: string;
  buyerLawyerGroupId?: string;
  groupId?: string;
  searches?: number;
  tags?: string[];
};

export async function saleRow(t: WithDatabase, seed: SaleSeed) {
  const db = t.database.db;
  const seller = await customerRow(t, seed.seller);
  const postcode = seed.postcode ?? 'BS1 5TR';
  const [property] = await db
    .insert(properties)
    .values({
      address: {
        line_1: seed.line1 ?? '12 Harbour Row',
        post_town: 'Bristol',
        postcode,
        country: 'United Kingdom',
      },
      postcode,
    })
    .returning();
  const [sale] = await db
    .insert(transactions)
    .values({
      property_id: property._id,
      primary_seller_id: seller._id,
      asking_price: 350000,
      estate_agent_status: seed.estateAgentStatus ?? 'pending',
      seller_lawyer_group_id: seed.sellerLawyerGroupId ?? null,
      buyer_lawyer_group_id: seed.buyerLawyerGroupId ?? null,
      group_id: seed.groupId ?? null,
      tags: seed.tags ?? [],
      createdAt: seed.createdAt,
    })
    .returning();
  for (const [position, person] of (seed.additionalSellers ?? []).entries()) {
    const [row] = await db
      .insert(people)
      .values({ person_type: 'seller', ...person })
      .returning();
    await db
      .insert(transactionSellers)
      .values({ transaction_id: sale._id, person_id: row._id, position });
  }
  if (seed.firstOrderStatus) {
    await db.insert(orders).values({
      transaction_id: sale._id,
      total_amount: 24000,
      stripe_transaction_status: seed.firstOrderStatus,
    });
  }
  for (let n = 0; n < (seed.searches ?? 0); n += 1) {
    await db.insert(searchOrders).values({ transaction_id: sale._id, productId: 'LLC1CON29' });
  }
  return { sale, seller, property };
}

export type IntentSeed = {
  buyer: PersonSeed;
  active: boolean;
  additionalBuyers?: PersonSeed[];
  giftors?: PersonSeed[];
  saleAgreed?: Date;
  exchanged?: Date;
  completed?: Date;
  createdAt?: Date;
};

export async function purchaseIntentRow(t: WithDatabase, transactionId: string, seed: IntentSeed) {
  const db = t.database.db;
  const buyer = await customerRow(t, seed.buyer, 'buy');
  const [intent] = await db
    .insert(purchaseIntents)
    .values({
      primary_buyer_id: buyer._id,
      transaction_id: transactionId,
      is_active: seed.active,
      sale_agreed_at: seed.saleAgreed ?? null,
      exchanged_at: seed.exchanged ?? null,
      completed_at: seed.completed ?? null,
      ...(seed.createdAt ? { createdAt: seed.createdAt } : {}),
    })
    .returning();
  const linked = [
    ...(seed.additionalBuyers ?? []).map((p) => ({ p, role: 'additional_buyer' as const })),
    ...(seed.giftors ?? []).map((p) => ({ p, role: 'giftor' as const })),
  ];
  for (const [position, { p, role }] of linked.entries()) {
    const [row] = await db
      .insert(people)
      .values({ person_type: role === 'giftor' ? 'giftor' : 'buyer', ...p })
      .returning();
    await db
      .insert(purchaseIntentPeople)
      .values({ purchase_intent_id: intent._id, person_id: row._id, role, position });
  }
  return { intent, buyer };
}

export async function identityCheckRow(
  t: WithDatabase,
  transactionId: string,
  personType: 'seller' | 'buyer' | 'giftor',
  person: { first_name: string; last_name: string; email: string | null },
  status: 'pending' | 'complete' | 'failed' | 'aborted',
) {
  await t.database.db.insert(identityChecks).values({
    transaction_id: transactionId,
    person_type: personType,
    status,
    person_details: {
      first_name: person.first_name,
      last_name: person.last_name,
      email: person.email ?? '',
      phone_number: '+447700900123',
    },
  });
}
