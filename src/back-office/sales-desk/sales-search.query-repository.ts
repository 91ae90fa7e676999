import { Inject, Injectable } from '@nestjs/common';
import { sql, type SQL } from 'drizzle-orm';
import { Database } from '@/platform/database/database';
import type { Address } from '@/platform/database/schema/types';
import {
  latestPrimaryBuyerOf,
  partyMatchingLegs,
  saleHasPartyMatching,
} from '@/platform/database/reads/sale-parties.sql';

export const SEARCH_RESULTS = 10;

export type SaleSearchRow = {
  id: string;
  address: Address;
  seller_first_name: string;
  seller_last_name: string;
  seller_email: string;
  buyer: { first_name: string; last_name: string; email: string } | null;
};

/** The search as the queries take it: trimmed, its spaces single, lower case. */
export function normaliseSearch(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** `text` as a LIKE prefix pattern: its wildcards escaped, then `%`. */
export function prefixPattern(text: string): string {
  return `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * A person (alias `table`, a users or people row) matches when the search is the start of their
 * e-mail, their full name or their last name, case-insensitively. Each test is the expression
 * of a text_pattern_ops index (users_* and people_*_search_idx), so it is an index range scan on
 * PostgreSQL and PGlite alike (pg_trgm is not loaded on either).
 */
const personMatches = (table: 'u' | 'p', pattern: string): SQL =>
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
 * Rows `(id, created_at)` of the sales the search `text` (trimmed, its spaces single, lower case)
 * finds (admin.md §2, §3): a seller or buyer (primary or additional, salesWithPartyMatching) whose
 * name or e-mail starts with the text, or a property whose first address line or postcode (spaces
 * ignored) starts with it, or whose first line and town hold every word of it. A union of index
 * scans: the global search ranks it, the transactions table filters by it (`id in (...)`).
 */
export function salesMatchingSql(text: string): SQL {
  return sql.join(
    matchingLegs(text),
    sql`
    union
    `,
  );
}

/** The search's patterns: a name / e-mail / first line prefix, a postcode prefix, the words. */
function patternsOf(text: string) {
  return {
    pattern: prefixPattern(text),
    postcode: prefixPattern(text.replace(/ /g, '').toUpperCase()),
    words: text.split(/[^a-z0-9]+/).filter(Boolean),
  };
}

/** A property (alias `pr`) the search finds: first line or postcode prefix, or every word. */
function propertyMatches(text: string): SQL {
  const { pattern, postcode, words } = patternsOf(text);
  const addressWords = words.length
    ? sql`or ${ADDRESS_WORDS} @> array[${sql.join(
        words.map((word) => sql`${word}`),
        sql`, `,
      )}]::text[]`
    : sql``;
  return sql`(lower(pr.address->>'line_1') like ${pattern}
        or replace(pr.postcode, ' ', '') like ${postcode}
        ${addressWords})`;
}

/** The legs of `salesMatchingSql`, apart (each rows `(id, created_at)`, a sale at most once or a few times). */
function matchingLegs(text: string): SQL[] {
  const { pattern } = patternsOf(text);
  return [
    ...partyMatchingLegs((person) => personMatches(person, pattern)),
    sql`select t.id, t.created_at from properties pr join transactions t on t.property_id = pr.id
      where ${propertyMatches(text)}`,
  ];
}

/**
 * Whether the sale `sale` (its id, primary seller and property as SQL expressions of the outer
 * row) is one `salesMatchingSql(text)` finds: the same conditions as EXISTS probes through the
 * sale's own keys, for walking the newest sales (see SEARCH_WALK).
 */
export function saleMatchesSql(
  text: string,
  sale: { id: SQL; primarySeller: SQL; property: SQL },
): SQL {
  const { pattern } = patternsOf(text);
  return sql`(${saleHasPartyMatching((person) => personMatches(person, pattern), sale)}
    or exists (select 1 from properties pr where pr.id = ${sale.property}
      and ${propertyMatches(text)} offset 0))`;
}

/**
 * How many of the first sales in a list's order a search walks first (transactions_created_idx
 * newest first, or the sort's index), each tested with saleMatchesSql: when they hold the page,
 * it is the page (the walk is in the results' order), found without collecting every match,
 * which for a short search ('ad') is thousands of sales. Otherwise the walk goes on as far as
 * the matches found so far say the page needs (nextWalk), and when even that does not fill it
 * the search matches few sales in that order, so the union of every match is small.
 */
export const SEARCH_WALK = 1000;
/** How many sales a walk tests at most, in all (about 10 ms per 1,000 at a million sales). */
export const SEARCH_WALK_MAX = 5000;

/**
 * How many more sales a walk takes after `walked` sales held `found` of the `wanted` matches:
 * as many as the rate so far says the rest needs, and half as many again for chance. None once
 * it has them all, and none when that would take it past SEARCH_WALK_MAX in all (nothing or
 * one or two matched: matches are rare in this order, and the union finds them sooner than a
 * long walk that may still fall short).
 */
export function nextWalk(walked: number, found: number, wanted: number): number {
  if (found >= wanted || found === 0) return 0;
  const needed = Math.ceil((((wanted - found) * walked) / found) * 1.5);
  return walked + needed <= SEARCH_WALK_MAX ? needed : 0;
}

/**
 * The ids of the first `wanted` matches of a walk, in its order: `take(span, skip, remaining)`
 * tests `span` sales after the first `skip` and answers the ids of at most `remaining` matches
 * among them. Fewer than `wanted` when the walk ends first (see nextWalk).
 */
export async function walkFor(
  wanted: number,
  take: (span: number, skip: number, remaining: number) => Promise<string[]>,
): Promise<string[]> {
  const ids: string[] = [];
  let walked = 0;
  for (let span = SEARCH_WALK; span > 0; span = nextWalk(walked, ids.length, wanted)) {
    ids.push(...(await take(span, walked, wanted - ids.length)));
    walked += span;
  }
  return ids;
}

/** `count` of the newest sales after the first `skip`, as a `transactions` row source. */
const newestSales = (count: number, skip: number) =>
  sql.raw(
    `(select * from transactions order by created_at desc, id desc limit ${count} offset ${skip})`,
  );

/**
 * How many sales the search `text` finds, counted no further than `cap` + 1 (`cap + 1` means
 * "more than cap"), of those `where` keeps (a condition on the "transactions" row, or none).
 * The union's legs run one after another, each cut at `cap + 1` rows, and stop as soon as the
 * sales found so far pass the cap: a broad search ('ad', 'grace') reads about `cap` rows of its
 * first leg, and a leg that would read every person the text matches (a first name shared by
 * thousands of sellers and no buyer) is not reached. A leg cut short whose rows repeat sales
 * (two matching co-sellers) may leave fewer than `cap + 1` distinct sales: then the whole union
 * is counted (still stopping at `cap + 1`).
 */
export async function countMatchingUpTo(
  database: Database,
  text: string,
  cap: number,
  where?: SQL,
): Promise<number> {
  const bound = cap + 1;
  const found = new Set<string>();
  let cutShort = false;
  for (const leg of matchingLegs(text)) {
    const result = await database.db.execute(
      where
        ? sql`select transactions.id from (${leg}) h join transactions on transactions.id = h.id
            where ${where} limit ${bound}`
        : sql`select h.id from (${leg}) h limit ${bound}`,
    );
    const rows = (result as unknown as { rows: { id: string }[] }).rows;
    for (const row of rows) found.add(row.id);
    if (found.size >= bound) return bound;
    cutShort ||= rows.length >= bound;
  }
  if (!cutShort) return found.size;
  const all = await database.db.execute(sql`
    select count(*)::int as total from (
      select transactions.id from (${salesMatchingSql(text)}) hits
        join transactions on transactions.id = hits.id
        ${where ? sql`where ${where}` : sql``}
        limit ${bound}
    ) capped`);
  return (all as unknown as { rows: { total: number }[] }).rows[0].total;
}

/**
 * The global search's query (admin.md §2, §3): the sales `salesMatchingSql` finds, newest
 * first, at most SEARCH_RESULTS; and how many there are, counted up to SEARCH_COUNT_CAP.
 */
@Injectable()
export class SalesSearchQueryRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  /**
   * `text`: the search, trimmed, its spaces single and lower case. The newest sales are walked
   * first (SEARCH_WALK, then nextWalk); if they do not hold SEARCH_RESULTS matches, the union
   * ranks every match.
   */
  async find(text: string): Promise<SaleSearchRow[]> {
    const matches = saleMatchesSql(text, {
      id: sql`t.id`,
      primarySeller: sql`t.primary_seller_id`,
      property: sql`t.property_id`,
    });
    const ids = await walkFor(SEARCH_RESULTS, async (span, skip, remaining) => {
      const result = await this.database.db.execute(sql`select t.id
        from ${newestSales(span, skip)} t where ${matches}
        order by t.created_at desc, t.id desc limit ${remaining}`);
      return (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
    });
    if (ids.length === SEARCH_RESULTS) {
      return this.resultsOf(sql`select t.id, t.created_at from transactions t
        where t.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`);
    }
    return this.resultsOf(sql`select id, created_at from (${salesMatchingSql(text)}) hits
      order by created_at desc, id desc limit ${SEARCH_RESULTS}`);
  }

  /** The results' rows of `top`, rows `(id, created_at)` (at most SEARCH_RESULTS), in its order. */
  private async resultsOf(top: SQL): Promise<SaleSearchRow[]> {
    const result = await this.database.db.execute(sql`
      with top as (${top})
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

  /**
   * How many sales the search finds, counted no further than `cap` + 1: `cap + 1` means "more
   * than cap", so a broad search never counts every sale.
   */
  countUpTo(text: string, cap: number): Promise<number> {
    return countMatchingUpTo(this.database, text, cap);
  }
}
