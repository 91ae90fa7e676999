import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import type { PageWindow } from '@/platform/common/pagination';
import { Database } from '@/platform/database/database';
import type { Address } from '@/platform/database/schema/types';
import {
  latestPurchaseOf,
  purchasesOfUser,
  salesOfUser,
  type PurchaseRole,
  type SaleRole,
} from '@/platform/database/reads/sale-parties.sql';
import { saleStageSql } from '@/platform/database/reads/sale-status.sql';

/** Where a sale stands, from its latest purchase's dates, else whether it is paid. */
export const USER_SALE_STATUSES = ['completed', 'exchanged', 'sale_agreed', 'paid', 'unpaid'];
export type UserSaleStatus = 'completed' | 'exchanged' | 'sale_agreed' | 'paid' | 'unpaid';

/** Where a purchase stands: its dates, else whether the buyer confirmed it. */
export const USER_PURCHASE_STATUSES = [
  'aborted',
  'completed',
  'exchanged',
  'sale_agreed',
  'confirmed',
  'not_confirmed',
];
export type UserPurchaseStatus =
  | 'aborted'
  | 'completed'
  | 'exchanged'
  | 'sale_agreed'
  | 'confirmed'
  | 'not_confirmed';

export type UserSaleRow = {
  id: string;
  address: Address | null;
  roles: SaleRole[];
  status: UserSaleStatus;
  created_at: Date | string;
};

export type UserPurchaseRow = {
  id: string;
  transaction_id: string | null;
  address: Address | null;
  roles: PurchaseRole[];
  status: UserPurchaseStatus;
  created_at: Date | string;
};

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * A user's sales and purchases for the back office's user page: every sale and purchase the user
 * is a party to (sale-parties.sql.ts: primary seller or representative, co-seller; buyer, joint
 * buyer, giftor), with its property's address, the user's roles, where it stands and when it
 * was started. Newest first, paged in SQL; each party's rows are found through their indexes.
 */
@Injectable()
export class UserTransactionsQueryRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  async salesPage(userId: string, window: PageWindow): Promise<UserSaleRow[]> {
    const result = await this.database.db.execute(sql`
      with parts as (${salesOfUser(sql`${userId}`)}),
      mine as (
        select sale_id, array_agg(distinct role) as roles from parts group by sale_id
      ),
      page as (
        select m.sale_id, m.roles, t.created_at from mine m
          join transactions t on t.id = m.sale_id
          order by t.created_at desc, t.id desc
          offset ${window.offset} limit ${window.limit}
      )
      select t.id, pr.address, pg.roles,
        ${saleStageSql('t', 'lp')} as status,
        t.created_at
      from page pg
      join transactions t on t.id = pg.sale_id
      join properties pr on pr.id = t.property_id
      left join purchase_intents lp on lp.id = ${latestPurchaseOf(sql`t.id`)}
      order by t.created_at desc, t.id desc`);
    return rowsOf<UserSaleRow>(result);
  }

  /** Every sale the user is a party to (seller, representative, co-seller). */
  async saleIds(userId: string): Promise<string[]> {
    const result = await this.database.db.execute(sql`
      select distinct sale_id from (${salesOfUser(sql`${userId}`)}) parts`);
    return rowsOf<{ sale_id: string }>(result).map((row) => row.sale_id);
  }

  async salesCount(userId: string): Promise<number> {
    const result = await this.database.db.execute(sql`
      select count(distinct sale_id)::int as total from (${salesOfUser(sql`${userId}`)}) parts`);
    return Number(rowsOf<{ total: number }>(result)[0]?.total ?? 0);
  }

  async purchasesPage(userId: string, window: PageWindow): Promise<UserPurchaseRow[]> {
    const result = await this.database.db.execute(sql`
      with parts as (${purchasesOfUser(sql`${userId}`)}),
      mine as (
        select purchase_id, array_agg(distinct role) as roles from parts group by purchase_id
      ),
      page as (
        select m.purchase_id, m.roles, pi.created_at from mine m
          join purchase_intents pi on pi.id = m.purchase_id
          order by pi.created_at desc, pi.id desc
          offset ${window.offset} limit ${window.limit}
      )
      select pi.id, pi.transaction_id, coalesce(pp.address, sp.address) as address, pg.roles,
        case
          when pi.aborted_at is not null then 'aborted'
          when pi.completed_at is not null then 'completed'
          when pi.exchanged_at is not null then 'exchanged'
          when pi.sale_agreed_at is not null then 'sale_agreed'
          when pi.is_active then 'confirmed'
          else 'not_confirmed'
        end as status,
        pi.created_at
      from page pg
      join purchase_intents pi on pi.id = pg.purchase_id
      left join properties pp on pp.id = pi.property_id
      left join transactions t on t.id = pi.transaction_id
      left join properties sp on sp.id = t.property_id
      order by pi.created_at desc, pi.id desc`);
    return rowsOf<UserPurchaseRow>(result);
  }

  async purchasesCount(userId: string): Promise<number> {
    const result = await this.database.db.execute(sql`
      select count(distinct purchase_id)::int as total
        from (${purchasesOfUser(sql`${userId}`)}) parts`);
    return Number(rowsOf<{ total: number }>(result)[0]?.total ?? 0);
  }
}
