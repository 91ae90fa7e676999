import { Inject, Injectable } from '@nestjs/common';
import { sql, type SQL } from 'drizzle-orm';
import { Database } from '@/database/database';
import type { Address } from '@/database/schema/types';
import { latestPrimaryBuyerOf } from '@/sale-parties/sale-parties.sql';

export const SEARCH_RESULTS = 10;

export type SaleSearchRow = {
  id: string;
  address: Address;
  seller_first_name: string;
  seller_last_name: string;
  seller_email: string;
  buyer: { first_name: string; last_name: string; email: string } | null;
};

/** `text` as a LIKE prefix pattern: its wildcards escaped, then `%`. */
export function prefixPattern(text: string): string {
  return `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * A person (alias `table`, a users or people row) matches when the search is the start of their
 * e-mail, their full name or their last name, case-insensitively. Each test is the expression
 * of a text_pattern_ops index (users_* and people_*_search_idx), so it is an index range scan on
 * PostgreSQL and PGlite alike (no pg_trgm there).
 */
const personMatches = (table: string, pattern: string): SQL =>
  sql`(lower(${sql.raw(table)}.email) like ${pattern}
    or lower(${sql.raw(table)}.first_name || ' ' || ${sql.raw(table)}.last_name) like ${pattern}
    or lower(${sql.raw(table)}.last_name) like ${pattern})`;

/**
 * The words of a property's first line and town (properties_address_words_idx, GIN): a search
 * whose every word is one of them finds the property ('wharf', 'harbour row', 'bristol').
 */
const ADDRESS_WORDS = sql.raw(
  `regexp_split_to_array(lower(coalesce(pr.address->>'line_1', '') || ' ' || coalesce(pr.address->>'post_town', '')), '[^a-z0-9]+')`,
);

/**
 * The global search's query (admin.md §2, §3): sales whose seller or buyer (primary or
 * additional) has a name or e-mail starting with the text, or whose property's first address
 * line or postcode (spaces ignored) starts with it, or whose first line and town hold every word
 * of it. Newest sales first, at most SEARCH_RESULTS.
 */
@Injectable()
export class SalesSearchQueryRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  /** `text`: the search, trimmed, its spaces single and lower case. */
  async find(text: string): Promise<SaleSearchRow[]> {
    const pattern = prefixPattern(text);
    const postcode = prefixPattern(text.replace(/ /g, '').toUpperCase());
    const words = text.split(/[^a-z0-9]+/).filter(Boolean);
    const addressWords = words.length
      ? sql`or ${ADDRESS_WORDS} @> array[${sql.join(
          words.map((word) => sql`${word}`),
          sql`, `,
        )}]::text[]`
      : sql``;
    const result = await this.database.db.execute(sql`
      with hits as (
        select t.id, t.created_at from users u join transactions t on t.primary_seller_id = u.id
          where ${personMatches('u', pattern)}
        union
        select t.id, t.created_at from people p
          join transaction_sellers ts on ts.person_id = p.id
          join transactions t on t.id = ts.transaction_id
          where ${personMatches('p', pattern)}
        union
        select t.id, t.created_at from users u
          join purchase_intents pi on pi.primary_buyer_id = u.id
          join transactions t on t.id = pi.transaction_id
          where ${personMatches('u', pattern)}
        union
        select t.id, t.created_at from people p
          join purchase_intent_people pip on pip.person_id = p.id and pip.role = 'additional_buyer'
          join purchase_intents pi on pi.id = pip.purchase_intent_id
          join transactions t on t.id = pi.transaction_id
          where ${personMatches('p', pattern)}
        union
        select t.id, t.created_at from properties pr join transactions t on t.property_id = pr.id
          where lower(pr.address->>'line_1') like ${pattern}
            or replace(pr.postcode, ' ', '') like ${postcode}
            ${addressWords}
      ), top as (
        -- Ranked before anything else is read: only the ten results' rows are joined below.
        select id, created_at from hits order by created_at desc, id desc limit ${SEARCH_RESULTS}
      )
      select t.id as id, pr.address,
        s.first_name as seller_first_name, s.last_name as seller_last_name, s.email as seller_email,
        ${latestPrimaryBuyerOf(sql`t.id`)} as buyer
      from top h
      join transactions t on t.id = h.id
      join properties pr on pr.id = t.property_id
      join users s on s.id = t.primary_seller_id
      order by h.created_at desc, h.id desc`);
    return (result as unknown as { rows: SaleSearchRow[] }).rows;
  }
}
