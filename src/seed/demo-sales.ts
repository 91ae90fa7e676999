import type { Db } from '@/platform/database/database';
import {
  events,
  milestones,
  identityChecks,
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
  type Address,
} from '@/platform/database/schema';
import { EVENT_CATALOGUE, type EventName } from '@/platform/timeline/events.catalogue';
import { SELLER_ONBOARDING_PRODUCTS } from '@/sales/payments/order-catalogue';
import { DEMO_REFERRAL_CODE, demoEstateAgents, demoLawyerGroups, seedId } from './demo-data';

/**
 * Demo sales for the back office (ids `seedId(20..39, n)`): sale n is `seedId(20, n)`, so other
 * demo files can attach to it. Paid by card, by referral code, unpaid; with and without estate
 * agents, solicitors, searches, buyers, gifts, significant dates and identity checks, so the feed,
 * the transactions table and the global search all have something to show. Every name is invented.
 */
const KIND = {
  sale: 20,
  user: 21,
  property: 22,
  person: 23,
  sellerLink: 24,
  intent: 25,
  intentPerson: 26,
  order: 27,
  event: 28,
  search: 29,
  check: 30,
  group: 31,
  milestone: 32,
} as const;

/** Dates are fixed (seeding is idempotent): days before this moment. */
const ANCHOR = Date.UTC(2026, 10, 20, 9, 0, 0);
const daysAgo = (days: number) => new Date(ANCHOR - days * 86_400_000);

type Name = readonly [first: string, last: string];
type Buyer = {
  name: Name;
  active: boolean;
  additional?: Name[];
  giftor?: Name;
  /** Days before the anchor. */
  agreed?: number;
  exchanged?: number;
  completed?: number;
};
type Check = { who: 'seller' | 'buyer' | 'giftor'; name: Name; status: 'pending' | 'complete' };

type DemoSale = {
  seller: Name;
  extraSellers?: Name[];
  address: readonly [line1: string, town: string, postcode: string];
  type?: 'resale' | 'development';
  price: number;
  age: number;
  pay?: 'card' | 'code' | 'failed';
  agent?: number;
  agentStatus?: 'pending' | 'not_listed' | 'no_agent';
  sellerLawyer?: number;
  buyerLawyer?: number;
  searches?: string[];
  buyers?: Buyer[];
  checks?: Check[];
  tags?: string[];
  grouped?: boolean;
};

export const DEMO_SALES: DemoSale[] = [
  {
    seller: ['Eleanor', 'Marsh'],
    address: ['7 Cotham Hill', 'Bristol', 'BS6 6LA'],
    price: 495000,
    age: 160,
    pay: 'card',
    agent: 0,
    sellerLawyer: 0,
    buyerLawyer: 1,
    searches: ['complete', 'complete', 'in progress'],
    buyers: [
      {
        name: ['Oliver', 'Bennett'],
        active: true,
        giftor: ['Margaret', 'Bennett'],
        agreed: 120,
        exchanged: 40,
        completed: 26,
      },
    ],
    checks: [
      { who: 'seller', name: ['Eleanor', 'Marsh'], status: 'complete' },
      { who: 'buyer', name: ['Oliver', 'Bennett'], status: 'complete' },
      { who: 'giftor', name: ['Margaret', 'Bennett'], status: 'complete' },
    ],
    tags: ['Priority'],
  },
  {
    seller: ['Rajesh', 'Kapoor'],
    extraSellers: [['Anita', 'Kapoor']],
    address: ['22 Victoria Road', 'Leeds', 'LS6 1DL'],
    price: 315000,
    age: 120,
    pay: 'code',
    agentStatus: 'no_agent',
    sellerLawyer: 1,
    searches: ['complete'],
    buyers: [
      {
        name: ['Chloe', 'Adams'],
        active: true,
        additional: [['Ben', 'Adams']],
        agreed: 70,
        exchanged: 5,
      },
    ],
    checks: [{ who: 'seller', name: ['Rajesh', 'Kapoor'], status: 'pending' }],
  },
  {
    seller: ['Fiona', 'Gallagher'],
    address: ['3 Mill Lane', 'Ledbury', 'HR8 1AA'],
    price: 265000,
    age: 2,
    pay: 'failed',
  },
  {
    seller: ['Tomasz', 'Nowak'],
    address: ['41 Kingsway', 'Cardiff', 'CF10 3DP'],
    price: 189000,
    age: 1,
    agentStatus: 'not_listed',
  },
  {
    seller: ['Harriet', 'Cole'],
    address: ['9 Orchard Row', 'Malvern', 'WR14 3AB'],
    price: 620000,
    age: 90,
    pay: 'card',
    agent: 1,
    sellerLawyer: 0,
    searches: ['complete', 'cancelled'],
    checks: [{ who: 'seller', name: ['Harriet', 'Cole'], status: 'complete' }],
    tags: ['Probate'],
  },
  {
    seller: ['Samuel', 'Okoye'],
    address: ['Flat 2, 18 Wharf Street', 'Manchester', 'M4 6BT'],
    type: 'development',
    price: 240000,
    age: 60,
    pay: 'card',
    agent: 2,
    sellerLawyer: 0,
    buyerLawyer: 0,
    grouped: true,
    buyers: [{ name: ['Lucy', 'Fernandez'], active: true, agreed: 45 }],
    tags: ['New build'],
  },
  {
    seller: ['Samuel', 'Okoye'],
    address: ['Flat 3, 18 Wharf Street', 'Manchester', 'M4 6BT'],
    type: 'development',
    price: 255000,
    age: 59,
    pay: 'card',
    agent: 2,
    grouped: true,
    tags: ['New build'],
  },
  {
    seller: ['Grace', 'Whitfield'],
    address: ['56 High Street', 'Oxford', 'OX1 4AS'],
    price: 780000,
    age: 45,
    pay: 'card',
    agent: 3,
    sellerLawyer: 1,
    buyerLawyer: 0,
    searches: ['in progress'],
    buyers: [
      { name: ['Daniel', 'Price'], active: false, agreed: 40 },
      { name: ['Priya', 'Sharma'], active: true, agreed: 20 },
    ],
    checks: [
      { who: 'seller', name: ['Grace', 'Whitfield'], status: 'complete' },
      { who: 'buyer', name: ['Priya', 'Sharma'], status: 'pending' },
    ],
    tags: ['Chain'],
  },
  {
    seller: ['Owen', 'Pritchard'],
    address: ['12 Harbour Row', 'Bristol', 'BS1 5TR'],
    price: 410000,
    age: 30,
    pay: 'code',
    agent: 0,
    buyers: [{ name: ['Zara', 'Hussain'], active: true }],
  },
  {
    seller: ['Isla', 'Robertson'],
    address: ['4 Castle Wynd', 'Shrewsbury', 'SY1 2BW'],
    price: 350000,
    age: 20,
    agentStatus: 'no_agent',
    buyers: [{ name: ['Jack', 'Morgan'], active: false }],
  },
  {
    seller: ['Mohammed', 'Rahman'],
    address: ['88 Station Road', 'York', 'YO24 1AB'],
    price: 299950,
    age: 10,
    pay: 'card',
    sellerLawyer: 1,
    buyerLawyer: 1,
    searches: ['complete', 'complete'],
    buyers: [
      {
        name: ['Emily', 'Clarke'],
        active: true,
        giftor: ['Susan', 'Clarke'],
        agreed: 8,
      },
    ],
    checks: [
      { who: 'seller', name: ['Mohammed', 'Rahman'], status: 'complete' },
      { who: 'buyer', name: ['Emily', 'Clarke'], status: 'complete' },
    ],
  },
  {
    seller: ['Catherine', 'Doyle'],
    extraSellers: [['Patrick', 'Doyle']],
    address: ['15 The Crescent', 'Bath', 'BA1 2LR'],
    price: 1150000,
    age: 5,
    pay: 'failed',
    agent: 1,
  },
  {
    seller: ['Ahmed', 'Ali'],
    address: ['27 Granby Street', 'Leicester', 'LE1 6EJ'],
    price: 210000,
    age: 200,
    pay: 'card',
    agent: 3,
    sellerLawyer: 0,
    buyerLawyer: 1,
    searches: ['complete', 'complete', 'complete'],
    buyers: [
      {
        name: ['Hannah', 'Brooks'],
        active: true,
        agreed: 180,
        exchanged: 100,
        completed: 90,
      },
    ],
    checks: [
      { who: 'seller', name: ['Ahmed', 'Ali'], status: 'complete' },
      { who: 'buyer', name: ['Hannah', 'Brooks'], status: 'complete' },
    ],
  },
  {
    seller: ['Natalie', 'Hughes'],
    address: ['6 Quayside', 'Newcastle upon Tyne', 'NE1 3DX'],
    price: 275000,
    age: 0,
  },
];

const emailOf = ([first, last]: Name) =>
  `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '') + '@example.com';

const addressOf = ([line_1, post_town, postcode]: DemoSale['address']): Address => ({
  line_1,
  post_town,
  postcode,
  country: 'United Kingdom',
  country_iso_2: 'GB',
});

/** Inserts the demo sales and everything around them; rows that exist are left alone. */
export async function seedDemoSales(db: Db): Promise<void> {
  const userIds = new Map<string, string>();
  const userRows: (typeof users.$inferInsert)[] = [];
  const userFor = (name: Name, role: 'sell' | 'buy') => {
    const email = emailOf(name);
    let id = userIds.get(email);
    if (!id) {
      id = seedId(KIND.user, userIds.size + 1);
      userIds.set(email, id);
      userRows.push({
        _id: id,
        type: 'customer',
        active: true,
        email,
        first_name: name[0],
        last_name: name[1],
        phone_number: '+447700900' + String(200 + userIds.size),
        role,
      });
    }
    return id;
  };
  const counters = {
    person: 0,
    sellerLink: 0,
    intent: 0,
    intentPerson: 0,
    order: 0,
    event: 0,
    search: 0,
    check: 0,
    milestone: 0,
  };
  const next = (key: keyof typeof counters) => (counters[key] += 1);

  const groupId = seedId(KIND.group, 1);
  const rows = {
    properties: [] as (typeof properties.$inferInsert)[],
    transactions: [] as (typeof transactions.$inferInsert)[],
    people: [] as (typeof people.$inferInsert)[],
    sellerLinks: [] as (typeof transactionSellers.$inferInsert)[],
    intents: [] as (typeof purchaseIntents.$inferInsert)[],
    intentPeople: [] as (typeof purchaseIntentPeople.$inferInsert)[],
    orders: [] as (typeof orders.$inferInsert)[],
    events: [] as (typeof events.$inferInsert)[],
    searches: [] as (typeof searchOrders.$inferInsert)[],
    checks: [] as (typeof identityChecks.$inferInsert)[],
    milestones: [] as (typeof milestones.$inferInsert)[],
  };
  const person = (name: Name, person_type: 'seller' | 'buyer' | 'giftor') => {
    const id = seedId(KIND.person, next('person'));
    rows.people.push({
      _id: id,
      person_type,
      first_name: name[0],
      last_name: name[1],
      email: emailOf(name),
      phone_number: '+447700900' + String(500 + counters.person),
    });
    return id;
  };
  const event = (transactionId: string, name: EventName, at: Date) =>
    rows.events.push({
      _id: seedId(KIND.event, next('event')),
      transaction_id: transactionId,
      event_name: name,
      type: 'system',
      milestone: EVENT_CATALOGUE[name].milestone,
      date_time: at,
    });

  DEMO_SALES.forEach((sale, index) => {
    const n = index + 1;
    const id = seedId(KIND.sale, n);
    const propertyId = seedId(KIND.property, n);
    const created = daysAgo(sale.age);
    const sellerId = userFor(sale.seller, 'sell');
    const agent = sale.agent === undefined ? null : demoEstateAgents[sale.agent];
    const sellerGroup =
      sale.sellerLawyer === undefined ? null : demoLawyerGroups[sale.sellerLawyer];
    const buyerGroup = sale.buyerLawyer === undefined ? null : demoLawyerGroups[sale.buyerLawyer];
    const assigned = (sellerGroup ?? buyerGroup) ? daysAgo(Math.max(sale.age - 7, 0)) : null;
    rows.properties.push({
      _id: propertyId,
      address: addressOf(sale.address),
      postcode: sale.address[2],
      tenure: sale.type === 'development' ? 'Leasehold' : 'Freehold',
      value: sale.price,
      created_by: sellerId,
      createdAt: created,
    });
    rows.transactions.push({
      _id: id,
      type: sale.type ?? 'resale',
      property_id: propertyId,
      primary_seller_id: sellerId,
      asking_price: sale.price,
      has_mortgage: index % 2 === 0,
      onward_purchase: index % 3 === 0,
      is_using_foreign_currency: false,
      requiresMortgageReferral: false,
      terms_and_conditions: true,
      terms_accepted_at: created,
      estate_agent_id: agent?._id ?? null,
      estate_agent_status: agent ? 'assigned' : (sale.agentStatus ?? 'pending'),
      tags: sale.tags ?? [],
      group_id: sale.grouped ? groupId : null,
      seller_lawyer_group_id: sellerGroup?._id ?? null,
      buyer_lawyer_group_id: buyerGroup?._id ?? null,
      solicitors_assigned_at: assigned,
      date_legal_started: assigned,
      createdAt: created,
      updatedAt: created,
    });
    event(id, 'transaction_created', created);
    event(id, 'terms_accepted', created);
    if (agent) event(id, 'estate_agent_assigned', created);
    for (const [position, name] of (sale.extraSellers ?? []).entries()) {
      rows.sellerLinks.push({
        _id: seedId(KIND.sellerLink, next('sellerLink')),
        transaction_id: id,
        person_id: person(name, 'seller'),
        position,
      });
    }
    if (sale.pay) {
      const paid = sale.pay !== 'failed';
      const byCode = sale.pay === 'code';
      const orderId = seedId(KIND.order, next('order'));
      rows.orders.push({
        _id: orderId,
        transaction_id: id,
        items: [...SELLER_ONBOARDING_PRODUCTS],
        total_amount: byCode ? 0 : 72000,
        code: byCode ? DEMO_REFERRAL_CODE : null,
        paid_at: paid ? created : null,
        stripe_transaction_id: byCode ? null : `pi_demo_${orderId.slice(-8)}`,
        stripe_transaction_status: paid ? 'succeeded' : 'requires_payment_method',
        createdAt: created,
      });
      if (paid) event(id, byCode ? 'referral_code_applied' : 'payment_successful', created);
    }
    for (const status of sale.searches ?? []) {
      const searchId = seedId(KIND.search, next('search'));
      rows.searches.push({
        _id: searchId,
        transaction_id: id,
        productId: ['LLC1CON29', 'ONESEARCHDW', 'ENVRES'][rows.searches.length % 3],
        status,
        reference: `DEMO-${searchId.slice(-6)}`,
        createdAt: daysAgo(Math.max(sale.age - 10, 0)),
      });
    }
    for (const buyer of sale.buyers ?? []) {
      const intentId = seedId(KIND.intent, next('intent'));
      rows.intents.push({
        _id: intentId,
        primary_buyer_id: userFor(buyer.name, 'buy'),
        property_id: propertyId,
        transaction_id: id,
        ownership_type: buyer.additional ? 'Joint' : 'Sole',
        agreed_price: sale.price - 5000,
        mortgage_required_for_purchase: 'yes',
        first_time_buyer: !buyer.giftor,
        is_active: buyer.active,
        terms_and_conditions: true,
        terms_accepted_at: daysAgo(Math.max(sale.age - 3, 0)),
        sale_agreed_at: buyer.agreed === undefined ? null : daysAgo(buyer.agreed),
        exchanged_at: buyer.exchanged === undefined ? null : daysAgo(buyer.exchanged),
        completed_at: buyer.completed === undefined ? null : daysAgo(buyer.completed),
        createdAt: daysAgo(Math.max(sale.age - 3, 0)),
      });
      // the purchase's dates as its milestone records, as staff would have recorded them
      const dated = [
        ['sale_agreed', buyer.agreed],
        ['exchanged', buyer.exchanged],
        ['completed', buyer.completed],
      ] as const;
      for (const [key, days] of dated) {
        if (days === undefined) continue;
        const at = daysAgo(days);
        rows.milestones.push({
          _id: seedId(KIND.milestone, next('milestone')),
          purchase_intent_id: intentId,
          key,
          occurred_at: new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate())),
          source: 'staff',
          author_name: 'Demo Admin',
          createdAt: at,
        });
      }
      for (const [position, name] of (buyer.additional ?? []).entries()) {
        rows.intentPeople.push({
          _id: seedId(KIND.intentPerson, next('intentPerson')),
          purchase_intent_id: intentId,
          person_id: person(name, 'buyer'),
          role: 'additional_buyer',
          position,
        });
      }
      if (buyer.giftor) {
        rows.intentPeople.push({
          _id: seedId(KIND.intentPerson, next('intentPerson')),
          purchase_intent_id: intentId,
          person_id: person(buyer.giftor, 'giftor'),
          role: 'giftor',
          relationship: 'Parent',
          amount: 25000,
          position: 0,
        });
      }
    }
    for (const check of sale.checks ?? []) {
      const checkId = seedId(KIND.check, next('check'));
      rows.checks.push({
        _id: checkId,
        transaction_id: id,
        thirdfort_id: `demo-${checkId.slice(-8)}`,
        status: check.status,
        person_type: check.who,
        person_details: {
          first_name: check.name[0],
          last_name: check.name[1],
          email: emailOf(check.name),
          phone_number: '+447700900999',
        },
        createdAt: daysAgo(Math.max(sale.age - 8, 0)),
      });
    }
  });

  await db.insert(users).values(userRows).onConflictDoNothing();
  await db
    .insert(transactionGroups)
    .values({
      _id: groupId,
      name: 'Wharf Street Phase 1',
      estate_agent_id: demoEstateAgents[2]._id,
    })
    .onConflictDoNothing();
  await db.insert(properties).values(rows.properties).onConflictDoNothing();
  await db.insert(transactions).values(rows.transactions).onConflictDoNothing();
  await db.insert(people).values(rows.people).onConflictDoNothing();
  await db.insert(transactionSellers).values(rows.sellerLinks).onConflictDoNothing();
  await db.insert(purchaseIntents).values(rows.intents).onConflictDoNothing();
  await db.insert(purchaseIntentPeople).values(rows.intentPeople).onConflictDoNothing();
  await db.insert(orders).values(rows.orders).onConflictDoNothing();
  await db.insert(events).values(rows.events).onConflictDoNothing();
  await db.insert(searchOrders).values(rows.searches).onConflictDoNothing();
  await db.insert(identityChecks).values(rows.checks).onConflictDoNothing();
  if (rows.milestones.length > 0) {
    await db.insert(milestones).values(rows.milestones).onConflictDoNothing();
  }
}

/** The demo sales' ids, for refreshing where each stands once they are stored. */
export const demoSaleIds = (): string[] =>
  DEMO_SALES.map((_, index) => seedId(KIND.sale, index + 1));
