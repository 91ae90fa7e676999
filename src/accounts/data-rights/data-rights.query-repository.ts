import { Inject, Injectable } from '@nestjs/common';
import { sql, type SQL } from 'drizzle-orm';
import { Database } from '@/platform/database/database';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** No customer has more than this of any one kind; the export reads no further. */
const SECTION_LIMIT = 1000;

type Json = Record<string, unknown>;

/** A document of the customer's to copy into their export. */
export type ExportDocument = { id: string; name: string; storage_key: string; size: number };

/** Everything Threshold holds about a customer, as the export's data.json shows it. */
export type CustomerData = {
  account: Json | null;
  sales: Json[];
  purchases: Json[];
  identityChecks: Json[];
  documents: (Json & { id: string; storage_key?: string })[];
  history: Json[];
  contactRequests: Json[];
  progressEmails: Json | null;
};

/**
 * What the data-rights module reads of other modules' tables: a customer's records for the
 * export and for what an erasure holds, and the dates the retention periods run from.
 */
@Injectable()
export class DataRightsQueryRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  private async rows<T>(query: SQL): Promise<T[]> {
    return rowsOf<T>(await this.database.db.execute(query));
  }

  /** Every record of the customer's (without the files' bytes). */
  async customerData(userId: string): Promise<CustomerData> {
    const [account] = await this.rows<Json>(sql`
      select u.id, u.email, u.first_name, u.middle_name, u.last_name, u.phone_number,
        u.correspondence_address, u.role, u.active, u.created_at, u.updated_at
      from users u where u.id = ${userId}`);
    const email = typeof account?.email === 'string' ? account.email.toLowerCase() : '';
    const sales = await this.rows<Json>(sql`
      select to_jsonb(t) - 'tags' - 'seller_lawyer_group_id' - 'buyer_lawyer_group_id'
          - 'group_id' - 'estate_agent_id' - 'referral_code_id' - 'company_seller_id' as sale,
        to_jsonb(p) - 'created_by' as property,
        coalesce((select jsonb_agg(to_jsonb(pe) - 'user_id' order by ts.position)
          from transaction_sellers ts join people pe on pe.id = ts.person_id
          where ts.transaction_id = t.id), '[]'::jsonb) as other_sellers,
        coalesce((select jsonb_agg(jsonb_build_object('id', o.id, 'items', o.items,
            'total_amount', o.total_amount, 'currency', o.currency, 'code', o.code,
            'payment_type', o.payment_type, 'paid_at', o.paid_at,
            'payment_status', o.stripe_transaction_status, 'receipt_number', o.receipt_number,
            'created_at', o.created_at) order by o.created_at)
          from orders o where o.transaction_id = t.id), '[]'::jsonb) as orders_and_payments,
        coalesce((select jsonb_agg(jsonb_build_object('product', so.product_id,
            'status', so.status, 'estimated_completion', so.estimated_completion,
            'completion_date', so.completion_date, 'created_at', so.created_at)
            order by so.created_at)
          from search_orders so where so.transaction_id = t.id), '[]'::jsonb) as search_orders,
        coalesce((select jsonb_agg(jsonb_build_object('type', ar.type, 'status', ar.status,
            'sent_at', ar.sent_at, 'received_at', ar.received_at,
            'fee_response', ar.fee_response, 'fee_query', ar.fee_query) order by ar.created_at)
          from additional_requests ar where ar.transaction_id = t.id), '[]'::jsonb)
          as additional_requests,
        coalesce((select jsonb_agg(jsonb_build_object('event', e.event_name,
            'date_time', e.date_time) order by e.date_time)
          from events e where e.transaction_id = t.id and e.purchase_intent_id is null
            and e.milestone), '[]'::jsonb) as milestones
      from transactions t join properties p on p.id = t.property_id
      where t.primary_seller_id = ${userId}
      order by t.created_at limit ${SECTION_LIMIT}`);
    const purchases = await this.rows<Json>(sql`
      select to_jsonb(pi) as purchase,
        to_jsonb(p) - 'created_by' as property,
        coalesce((select jsonb_agg((to_jsonb(pe) - 'user_id') || jsonb_build_object(
            'role', pip.role, 'relationship', pip.relationship, 'amount', pip.amount)
            order by pip.position)
          from purchase_intent_people pip join people pe on pe.id = pip.person_id
          where pip.purchase_intent_id = pi.id), '[]'::jsonb) as other_people,
        coalesce((select jsonb_agg(jsonb_build_object('event', e.event_name,
            'date_time', e.date_time) order by e.date_time)
          from events e where e.purchase_intent_id = pi.id and e.milestone), '[]'::jsonb)
          as milestones
      from purchase_intents pi left join properties p on p.id = pi.property_id
      where pi.primary_buyer_id = ${userId}
      order by pi.created_at limit ${SECTION_LIMIT}`);
    const identityChecks = await this.rows<Json>(sql`
      select ic.id, ic.transaction_id, ic.purchase_intent_id, ic.person_type, ic.person_details,
        ic.status, ic.created_at, ic.completed_at
      from identity_checks ic
      where lower(ic.person_details->>'email') = ${email}
        and (ic.transaction_id in (select id from transactions where primary_seller_id = ${userId})
          or ic.purchase_intent_id in
            (select id from purchase_intents where primary_buyer_id = ${userId})
          or ic.transaction_id in (select transaction_id from purchase_intents
            where primary_buyer_id = ${userId} and transaction_id is not null))
      order by ic.created_at limit ${SECTION_LIMIT}`);
    const documents = await this.rows<Json & { id: string; storage_key?: string }>(sql`
      select d.id, d.transaction_id, d.name, d.content_type, d.size, d.uploader_side,
        d.review_status, d.created_at, d.storage_key, d.scan_status
      from documents d
      where d.uploaded_by = ${userId}
        or (d.visible_to_seller and d.transaction_id in
          (select id from transactions where primary_seller_id = ${userId}))
        or (d.visible_to_buyer and d.transaction_id in (select transaction_id from purchase_intents
          where primary_buyer_id = ${userId} and transaction_id is not null))
      order by d.created_at limit ${SECTION_LIMIT}`);
    const history = await this.rows<Json>(sql`
      select e.event_name as event, e.date_time from events e
      where e.subject_id = ${userId} order by e.date_time limit ${SECTION_LIMIT}`);
    const contactRequests = email
      ? await this.rows<Json>(sql`
          select c.full_name, c.email, c.mobile_number, c.message, c.referrer, c.created_at
          from contact_requests c where lower(c.email) = ${email}
          order by c.created_at limit ${SECTION_LIMIT}`)
      : [];
    const [progressEmails] = await this.rows<Json>(sql`
      select s.enabled from progress_email_settings s where s.user_id = ${userId}`);
    return {
      account: account ?? null,
      sales,
      purchases,
      identityChecks,
      documents,
      history,
      contactRequests,
      progressEmails: progressEmails ?? null,
    };
  }

  /**
   * Where the customer's business relationship stands: whether a matter is still open (a paid
   * sale not completed, withdrawn or archived; an active purchase not completed or aborted),
   * and the last dated thing that happened (a matter ending, a sign-in, the account's creation).
   */
  async relationship(userId: string): Promise<{ open: boolean; lastActivity: Date }> {
    const [row] = await this.rows<{ open: boolean; last_activity: string | Date }>(sql`
      select
        exists (select 1 from transactions t where t.primary_seller_id = ${userId}
            and t.is_paid and t.withdrawn_at is null and t.archived_at is null
            and not exists (select 1 from purchase_intents c where c.transaction_id = t.id
              and c.completed_at is not null))
          or exists (select 1 from purchase_intents pi where pi.primary_buyer_id = ${userId}
            and pi.is_active and pi.completed_at is null and pi.aborted_at is null) as open,
        greatest(
          u.created_at,
          (select max(s.last_seen_at) from sessions s where s.user_id = u.id),
          (select max(greatest(t.withdrawn_at, t.archived_at, c.completed_at))
            from transactions t left join purchase_intents c on c.transaction_id = t.id
            where t.primary_seller_id = u.id),
          (select max(greatest(pi.completed_at, pi.aborted_at)) from purchase_intents pi
            where pi.primary_buyer_id = u.id)
        ) as last_activity
      from users u where u.id = ${userId}`);
    return { open: Boolean(row?.open), lastActivity: new Date(row?.last_activity ?? 0) };
  }

  /**
   * Sales whose business ended (completed, withdrawn or archived) before `before` and whose
   * identity checks still name someone: their customer due diligence period is over. The
   * database keeps when that period started on the sale (`cdd_held_since`, migration 0031), so
   * this reads the sales due from their own index, however many sales there have been.
   */
  async salesEndedWithNamedChecks(before: Date, limit: number): Promise<string[]> {
    const rows = await this.rows<{ id: string }>(sql`
      select t.id from transactions t
      where t.cdd_held_since is not null and t.cdd_held_since < ${before.toISOString()}::timestamptz
      order by t.cdd_held_since, t.id limit ${limit}`);
    return rows.map((row) => row.id);
  }

  /**
   * Customers not erased, with no matter open, whose last activity (see `relationship`) was
   * before `before`: the terms' 10 years are over and their account is erased.
   */
  async dormantCustomers(before: Date, limit: number): Promise<string[]> {
    const cutoff = before.toISOString();
    const rows = await this.rows<{ id: string }>(sql`
      select u.id from users u
      where u.type = 'customer' and u.erased_at is null and u.created_at < ${cutoff}::timestamptz
        and not exists (select 1 from sessions s where s.user_id = u.id
          and s.last_seen_at >= ${cutoff}::timestamptz)
        and not exists (select 1 from transactions t where t.primary_seller_id = u.id
          and (t.updated_at >= ${cutoff}::timestamptz
            or greatest(t.withdrawn_at, t.archived_at) >= ${cutoff}::timestamptz
            or exists (select 1 from purchase_intents c where c.transaction_id = t.id
              and c.completed_at >= ${cutoff}::timestamptz)
            or (t.is_paid and t.withdrawn_at is null and t.archived_at is null
              and not exists (select 1 from purchase_intents c where c.transaction_id = t.id
                and c.completed_at is not null))))
        and not exists (select 1 from purchase_intents pi where pi.primary_buyer_id = u.id
          and (pi.updated_at >= ${cutoff}::timestamptz
            or greatest(pi.completed_at, pi.aborted_at) >= ${cutoff}::timestamptz
            or (pi.completed_at is null and pi.aborted_at is null and pi.is_active)))
      order by u.id limit ${limit}`);
    return rows.map((row) => row.id);
  }
}
