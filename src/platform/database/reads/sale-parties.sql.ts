import { sql, SQL } from 'drizzle-orm';

/**
 * A sale's parties, defined once for every read of several sales at a time (the back office's
 * list, feed and global search): its sellers (the primary seller, a user, and the additional
 * sellers, people, in order) and its purchases, each with its buyers (the primary buyer, a user,
 * then the additional buyers, people, in order). A purchase belongs to a sale by
 * `purchase_intents.transaction_id` alone (set when its buyer chooses the property, or by staff);
 * the sale's "latest" purchase is its newest active one, else its newest. The identity-status
 * trigger (`transaction_identity_status`, src/platform/database/functions/) reads the same link.
 *
 * Each fragment takes the sale (or purchase) as an SQL expression, usually the outer query's
 * column, so it runs as a correlated subquery over the row's own indexes.
 */

/** `{first_name, last_name, email}` of the row aliased `table` (a user or a person). */
export const personJson = (table: string) =>
  sql.raw(
    `json_build_object('first_name', ${table}.first_name, 'last_name', ${table}.last_name, 'email', ${table}.email)`,
  );

/** The additional sellers of the sale, in order, as a JSON array. */
export const additionalSellersOf = (sale: SQL) => sql`(select coalesce(json_agg(${personJson('p')}
    order by ts.position, p.id), '[]'::json)
  from transaction_sellers ts join people p on p.id = ts.person_id
  where ts.transaction_id = ${sale})`;

/** Rows `(person, position)` of a purchase's buyers: the primary buyer (-1) first. */
export const buyersOf = (purchase: SQL) => sql`select ${personJson('u')} as person, -1 as position
    from purchase_intents pi join users u on u.id = pi.primary_buyer_id where pi.id = ${purchase}
  union all
  select ${personJson('p')}, pip.position
    from purchase_intent_people pip join people p on p.id = pip.person_id
    where pip.purchase_intent_id = ${purchase} and pip.role = 'additional_buyer'`;

/** The id of the sale's latest purchase: its newest active one, else its newest. */
export const latestPurchaseOf = (sale: SQL) => sql`(select pi.id from purchase_intents pi
  where pi.transaction_id = ${sale}
  order by pi.is_active desc, pi.created_at desc, pi.id desc limit 1)`;

/** The buyers of the sale's latest purchase, primary first, as a JSON array. */
export const latestBuyersOf = (sale: SQL) => sql`(select coalesce(json_agg(b.person
  order by b.position), '[]'::json) from (${buyersOf(latestPurchaseOf(sale))}) b)`;

/** The buyers of every active purchase of the sale, as a JSON array. */
export const activeBuyersOf = (sale: SQL) => sql`(select coalesce(json_agg(b.person), '[]'::json)
  from purchase_intents ai
  cross join lateral (${buyersOf(sql`ai.id`)} order by 2) b
  where ai.transaction_id = ${sale} and ai.is_active)`;

/** The primary buyer of the sale's latest purchase, as JSON, or null. */
export const latestPrimaryBuyerOf = (sale: SQL) => sql`(select ${personJson('b')}
  from purchase_intents bi join users b on b.id = bi.primary_buyer_id
  where bi.id = ${latestPurchaseOf(sale)})`;

/**
 * A user's part in sales and purchases, the other way round: where the user is a party. The
 * primary seller and the primary buyer are users; additional sellers, joint buyers and giftors
 * are people, who carry their own e-mail, so a person is the user when their e-mails match
 * whatever the case (people_email_idx). `user` is the user's id as an SQL expression.
 */
const peopleOfUser = (user: SQL) =>
  sql`select p.id from people p
    where lower(p.email) = (select lower(uu.email) from users uu where uu.id = ${user})`;

/** What a user is in a sale: its seller or its representative (the primary seller), or a co-seller. */
export const SALE_ROLES = ['seller', 'representative', 'co_seller'] as const;
export type SaleRole = (typeof SALE_ROLES)[number];

/** What a user is in a purchase: its buyer (the primary buyer), a joint buyer or a giftor. */
export const PURCHASE_ROLES = ['buyer', 'joint_buyer', 'giftor'] as const;
export type PurchaseRole = (typeof PURCHASE_ROLES)[number];

/**
 * Rows `(sale_id, role)` of every sale the user is a party to, once per part they play: the
 * primary seller ('representative' when the sale's customer type says they act for the
 * sellers, else 'seller'; transactions_primary_seller_idx) and additional seller
 * ('co_seller'; transaction_sellers_person_idx).
 */
export const salesOfUser = (user: SQL) => sql`select t.id as sale_id,
    case t.customer_type when 'representative' then 'representative' else 'seller' end as role
    from transactions t where t.primary_seller_id = ${user}
  union all
  select ts.transaction_id, 'co_seller'
    from transaction_sellers ts where ts.person_id in (${peopleOfUser(user)})`;

/**
 * Rows `(purchase_id, role)` of every purchase the user is a party to, once per part they play:
 * the primary buyer ('buyer'; purchase_intents_buyer_idx), an additional buyer ('joint_buyer')
 * or a giftor ('giftor'; purchase_intent_people_person_idx).
 */
export const purchasesOfUser = (user: SQL) => sql`select pi.id as purchase_id, 'buyer' as role
    from purchase_intents pi where pi.primary_buyer_id = ${user}
  union all
  select pip.purchase_intent_id,
      case pip.role when 'giftor' then 'giftor' else 'joint_buyer' end
    from purchase_intent_people pip where pip.person_id in (${peopleOfUser(user)})`;

/**
 * Rows `(id, created_at)` of the sales one of whose parties `matches`: a condition on the person,
 * a `users` row (the primary seller, a primary buyer) or a `people` row (an additional seller or
 * buyer), aliased as the argument says. The sale's buyers are those of all its purchases, a
 * withdrawn one's included; giftors are not parties. Each leg starts from the person, so an index
 * on the person's columns drives it, then `transaction_sellers_person_idx`,
 * `purchase_intent_people_person_idx`, `purchase_intents_buyer_idx` and the sale's key.
 */
export const salesWithPartyMatching = (matches: (person: 'u' | 'p') => SQL) =>
  sql.join(
    partyMatchingLegs(matches),
    sql`
  union
  `,
  );

/**
 * The same parties as `salesWithPartyMatching`, the other way round: whether one sale (`sale`,
 * its id, and `primarySeller`, its primary seller's id, as SQL expressions of the outer row) has
 * a party that `matches`. Each EXISTS is a few key lookups (the user's key,
 * transaction_sellers_transaction_idx, purchase_intents' transaction index); `offset 0` keeps
 * the planner from turning it into a hashed subplan, which would read every matching person.
 * For walking the newest sales and keeping those that match (the search's first page).
 */
export const saleHasPartyMatching = (
  matches: (person: 'u' | 'p') => SQL,
  sale: { id: SQL; primarySeller: SQL },
) => sql`(exists (select 1 from users u where u.id = ${sale.primarySeller} and ${matches('u')} offset 0)
  or exists (select 1 from transaction_sellers ts join people p on p.id = ts.person_id
    where ts.transaction_id = ${sale.id} and ${matches('p')} offset 0)
  or exists (select 1 from purchase_intents pi join users u on u.id = pi.primary_buyer_id
    where pi.transaction_id = ${sale.id} and ${matches('u')} offset 0)
  or exists (select 1 from purchase_intents pi
    join purchase_intent_people pip on pip.purchase_intent_id = pi.id and pip.role = 'additional_buyer'
    join people p on p.id = pip.person_id
    where pi.transaction_id = ${sale.id} and ${matches('p')} offset 0))`;

/**
 * The four legs of `salesWithPartyMatching`, each rows `(id, created_at)`, apart: for counting
 * matches no further than a bound, each leg cut at the bound before they are put together.
 */
export const partyMatchingLegs = (matches: (person: 'u' | 'p') => SQL): SQL[] => [
  sql`select t.id, t.created_at from users u join transactions t on t.primary_seller_id = u.id
    where ${matches('u')}`,
  sql`select t.id, t.created_at from people p
    join transaction_sellers ts on ts.person_id = p.id
    join transactions t on t.id = ts.transaction_id
    where ${matches('p')}`,
  sql`select t.id, t.created_at from users u
    join purchase_intents pi on pi.primary_buyer_id = u.id
    join transactions t on t.id = pi.transaction_id
    where ${matches('u')}`,
  sql`select t.id, t.created_at from people p
    join purchase_intent_people pip on pip.person_id = p.id and pip.role = 'additional_buyer'
    join purchase_intents pi on pi.id = pip.purchase_intent_id
    join transactions t on t.id = pi.transaction_id
    where ${matches('p')}`,
];
