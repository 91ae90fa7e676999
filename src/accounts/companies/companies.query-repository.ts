import { Inject, Injectable } from '@nestjs/common';
import { sql, type SQL } from 'drizzle-orm';
import type { PageWindow } from '@/platform/common/pagination';
import { Database } from '@/platform/database/database';
import type { Address } from '@/platform/database/schema/types';
import { latestPurchaseOf } from '@/platform/database/reads/sale-parties.sql';
import { saleStageSql } from '@/platform/database/reads/sale-status.sql';

export type CompanyListRow = {
  id: string;
  name: string;
  company_number: string;
  address: Address | null;
  sales_count: number;
};

/** Where a company's sale stands: from its latest purchase's dates, else whether it is paid. */
export const COMPANY_SALE_STATUSES = [
  'completed',
  'exchanged',
  'sale_agreed',
  'paid',
  'unpaid',
] as const;
export type CompanySaleStatus = (typeof COMPANY_SALE_STATUSES)[number];

export type CompanySaleRow = {
  id: string;
  address: Address | null;
  asking_price: number | null;
  group_id: string | null;
  group_name: string | null;
  status: CompanySaleStatus;
  created_at: Date | string;
};

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** `text` as a LIKE pattern matching it anywhere: its wildcards escaped. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * A company matches a search when its name holds the text or its number starts with it (spaces
 * ignored), case aside. Companies are added one at a time by staff (no bulk load), so a name
 * anywhere in the name is worth the scan.
 */
const matches = (search: string | null): SQL =>
  search
    ? sql`(lower(c.name) like ${containsPattern(search.toLowerCase())}
        or upper(c.company_number) like ${`${search
          .replace(/\s+/g, '')
          .toUpperCase()
          .replace(/[\\%_]/g, (char) => `\\${char}`)}%`})`
    : sql`true`;

/**
 * The back office's read model of companies: the Companies list (by name, with how many sales
 * each sells, through transactions_company_seller_idx) and a company's sales, paged in SQL.
 */
@Injectable()
export class CompaniesQueryRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  async listPage(search: string | null, window: PageWindow): Promise<CompanyListRow[]> {
    const result = await this.database.db.execute(sql`
      select c.id, c.name, c.company_number, c.address,
        (select count(*)::int from transactions t where t.company_seller_id = c.id) as sales_count
      from companies c
      where ${matches(search)}
      order by lower(c.name), c.id
      offset ${window.offset} limit ${window.limit}`);
    return rowsOf<CompanyListRow>(result);
  }

  async count(search: string | null): Promise<number> {
    const result = await this.database.db.execute(
      sql`select count(*)::int as total from companies c where ${matches(search)}`,
    );
    return Number(rowsOf<{ total: number }>(result)[0]?.total ?? 0);
  }

  async salesPage(companyId: string, window: PageWindow): Promise<CompanySaleRow[]> {
    const result = await this.database.db.execute(sql`
      select t.id, pr.address, t.asking_price, g.id as group_id, g.name as group_name,
        ${saleStageSql('t', 'lp')} as status,
        t.created_at
      from transactions t
      join properties pr on pr.id = t.property_id
      left join transaction_groups g on g.id = t.group_id
      left join purchase_intents lp on lp.id = ${latestPurchaseOf(sql`t.id`)}
      where t.company_seller_id = ${companyId}
      order by t.created_at desc, t.id desc
      offset ${window.offset} limit ${window.limit}`);
    return rowsOf<CompanySaleRow>(result);
  }

  async salesCount(companyId: string): Promise<number> {
    const result = await this.database.db.execute(
      sql`select count(*)::int as total from transactions t where t.company_seller_id = ${companyId}`,
    );
    return Number(rowsOf<{ total: number }>(result)[0]?.total ?? 0);
  }
}
