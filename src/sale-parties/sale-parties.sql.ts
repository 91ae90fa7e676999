import { sql, SQL } from 'drizzle-orm';

/**
 * A sale's parties, defined once for every read of several sales at a time (the back office's
 * list, feed and global search): its sellers (the primary seller, a user, and the additional
 * sellers, people, in order) and its purchases, each with its buyers (the primary buyer, a user,
 * then the additional buyers, people, in order). A purchase belongs to a sale by
 * `purchase_intents.transaction_id` alone (set when its buyer chooses the property, or by staff);
 * the sale's "latest" purchase is its newest active one, else its newest. The identity-status
 * trigger (migration 0004, `transaction_identity_status`) reads the same link.
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
