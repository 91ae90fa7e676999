import { Inject, Injectable } from '@nestjs/common';
import { sql, SQL } from 'drizzle-orm';
import { Database } from '@/platform/database/database';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A timestamp as an ISO 8601 string in UTC (the same text on PostgreSQL and PGlite), or null. */
const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** The newest identity check of the sale for a person, by identity_person_key (functions/). */
const newestCheckOf = (sale: SQL, personType: SQL, person: string) => sql`(select
    json_build_object('status', ic.status, 'created_at', ${iso('ic.created_at')},
      'completed_at', ${iso('ic.completed_at')})
  from identity_checks ic
  where ic.transaction_id = ${sale}
    and identity_person_key(ic.person_type, ic.person_details->>'email',
      ic.person_details->>'first_name', ic.person_details->>'last_name')
      = identity_person_key(${personType}, ${sql.raw(person)}.email,
        ${sql.raw(person)}.first_name, ${sql.raw(person)}.last_name)
  order by ic.created_at desc, ic.id desc limit 1)`;

export type CheckRow = {
  status: 'pending' | 'complete' | 'failed' | 'aborted';
  created_at: string;
  completed_at: string | null;
} | null;

export type TrackedPersonRow = {
  role: 'you' | 'co_seller' | 'joint_buyer' | 'giftor';
  first_name: string;
  last_name: string;
  check: CheckRow;
};

export type SideRow = {
  lawyer_group_id: string | null;
  firm_name: string | null;
  solicitor: { first_name: string; last_name: string; email?: string | null } | null;
  solicitors_assigned_at: string | null;
};

export type SaleTrackerRow = {
  id: string;
  primary_seller_id: string;
  is_paid: boolean;
  paid_at: string | null;
  estate_agent_status: 'pending' | 'assigned' | 'not_listed' | 'no_agent';
  estate_agent_name: string | null;
  seller_lawyer_group_id: string | null;
  buyer_lawyer_group_id: string | null;
  solicitors_assigned_at: string | null;
  withdrawn_at: string | null;
};

export type PurchaseDatesRow = {
  id: string;
  is_active: boolean;
  sale_agreed_at: string | null;
  exchanged_at: string | null;
  completed_at: string | null;
  aborted_at: string | null;
};

export type PurchaseTrackerRow = PurchaseDatesRow & {
  primary_buyer_id: string;
  transaction_id: string | null;
  confirmed_at: string | null;
  /** Whether this purchase is the sale's latest (newest active, else newest): its buyer side. */
  is_sales_latest: boolean;
};

export type SearchRow = {
  product_id: string;
  status: string;
  ordered_at: string;
  expected_at: string | null;
  returned_at: string | null;
};

export type LawyerGroupRow = {
  firm_name: string;
  solicitor: { first_name: string; last_name: string; email?: string | null } | null;
};

/**
 * The customer's tracker (issue 25): what staff recorded on a sale or a purchase, read across the
 * sales, purchase-intents, law-firms, identity-checks, searches and orders tables. Every column
 * here is chosen to be shown to the customer; notes, event comments and provider ids are never
 * selected.
 */
@Injectable()
export class TrackerQueryRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  private async rows<T>(query: SQL): Promise<T[]> {
    return rowsOf<T>(await this.database.db.execute(query));
  }

  async findSale(id: string): Promise<SaleTrackerRow | undefined> {
    const [row] = await this.rows<SaleTrackerRow>(sql`
      select t.id, t.primary_seller_id, t.is_paid,
        (select ${iso('coalesce(o.paid_at, o.updated_at)')} from orders o
          where o.transaction_id = t.id order by o.created_at, o.id limit 1) as paid_at,
        t.estate_agent_status, ea.display_name as estate_agent_name,
        t.seller_lawyer_group_id, t.buyer_lawyer_group_id,
        ${iso('t.solicitors_assigned_at')} as solicitors_assigned_at,
        ${iso('t.withdrawn_at')} as withdrawn_at
      from transactions t
      left join estate_agents ea on ea.id = t.estate_agent_id
      where t.id = ${id}`);
    return row;
  }

  async findPurchase(id: string): Promise<PurchaseTrackerRow | undefined> {
    const [row] = await this.rows<PurchaseTrackerRow>(sql`
      select pi.id, pi.primary_buyer_id, pi.transaction_id, pi.is_active,
        ${iso('pi.sale_agreed_at')} as sale_agreed_at, ${iso('pi.exchanged_at')} as exchanged_at,
        ${iso('pi.completed_at')} as completed_at, ${iso('pi.aborted_at')} as aborted_at,
        (select ${iso('min(e.date_time)')} from events e
          where e.purchase_intent_id = pi.id
            and e.event_name = 'purchase_intent_success_email_sent') as confirmed_at,
        coalesce((select lp.id = pi.id from purchase_intents lp
          where lp.transaction_id = pi.transaction_id
          order by lp.is_active desc, lp.created_at desc, lp.id desc limit 1), false)
          as is_sales_latest
      from purchase_intents pi
      where pi.id = ${id}`);
    return row;
  }

  /** The sale's newest active purchase: its buyer found, its dates. */
  async findActivePurchaseOfSale(saleId: string): Promise<PurchaseDatesRow | undefined> {
    const [row] = await this.rows<PurchaseDatesRow>(sql`
      select pi.id, pi.is_active,
        ${iso('pi.sale_agreed_at')} as sale_agreed_at, ${iso('pi.exchanged_at')} as exchanged_at,
        ${iso('pi.completed_at')} as completed_at, ${iso('pi.aborted_at')} as aborted_at
      from purchase_intents pi
      where pi.transaction_id = ${saleId} and pi.is_active
      order by pi.created_at desc, pi.id desc limit 1`);
    return row;
  }

  /** The firm and solicitor of a lawyer group (the customer's own side's contact). */
  async findLawyerGroup(id: string): Promise<LawyerGroupRow | undefined> {
    const [row] = await this.rows<LawyerGroupRow>(sql`
      select f.name as firm_name, g.solicitor
      from lawyer_groups g join law_firms f on f.id = g.law_firm_id
      where g.id = ${id}`);
    return row;
  }

  /**
   * The sellers of a sale with each one's newest check: the primary seller ('you') first, then
   * the additional sellers in order.
   */
  async listSellers(saleId: string): Promise<TrackedPersonRow[]> {
    return this.rows<TrackedPersonRow>(sql`
      select * from (
        select 'you' as role, u.first_name, u.last_name,
          ${newestCheckOf(sql`t.id`, sql`'seller'`, 'u')} as "check", -1 as position, u.id as id
        from transactions t join users u on u.id = t.primary_seller_id
        where t.id = ${saleId}
        union all
        select 'co_seller', p.first_name, p.last_name,
          ${newestCheckOf(sql`ts.transaction_id`, sql`'seller'`, 'p')}, ts.position, p.id
        from transaction_sellers ts join people p on p.id = ts.person_id
        where ts.transaction_id = ${saleId}
      ) s order by s.position, s.id`);
  }

  /**
   * The buyers of a purchase and its giftors, with each one's newest check of `saleId` (none
   * while the purchase is not part of a sale): the primary buyer ('you') first.
   */
  async listBuyers(purchaseId: string, saleId: string | null): Promise<TrackedPersonRow[]> {
    const sale = saleId === null ? sql`null::varchar` : sql`${saleId}::varchar`;
    return this.rows<TrackedPersonRow>(sql`
      select * from (
        select 'you' as role, u.first_name, u.last_name,
          ${newestCheckOf(sale, sql`'buyer'`, 'u')} as "check", -1 as position, 0 as kind,
          u.id as id
        from purchase_intents pi join users u on u.id = pi.primary_buyer_id
        where pi.id = ${purchaseId}
        union all
        select case pip.role when 'giftor' then 'giftor' else 'joint_buyer' end,
          p.first_name, p.last_name,
          ${newestCheckOf(sale, sql`case pip.role when 'giftor' then 'giftor' else 'buyer' end`, 'p')},
          pip.position, case pip.role when 'giftor' then 2 else 1 end, p.id
        from purchase_intent_people pip join people p on p.id = pip.person_id
        where pip.purchase_intent_id = ${purchaseId}
      ) b order by b.kind, b.position, b.id`);
  }

  /**
   * The sale's searches, one per product: its newest search order of a request the provider did
   * not reject (search_orders_transaction_idx).
   */
  async listSearches(saleId: string): Promise<SearchRow[]> {
    return this.rows<SearchRow>(sql`
      select distinct on (so.product_id) so.product_id, so.status,
        ${iso('so.created_at')} as ordered_at,
        ${iso('so.estimated_completion')} as expected_at,
        ${iso('so.completion_date')} as returned_at
      from search_orders so
      left join search_order_requests r on r.id = so.request_id
      where so.transaction_id = ${saleId} and (r.id is null or r.status <> 'rejected')
      order by so.product_id, so.created_at desc, so.id desc`);
  }
}
