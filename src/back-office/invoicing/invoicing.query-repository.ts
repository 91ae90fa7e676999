import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { Database } from '@/platform/database/database';
import type { Address, Solicitor } from '@/platform/database/schema/types';

/** One invoice record: one side (seller or buyer) of a sale whose solicitors were assigned. */
export type InvoiceRecordRow = {
  transaction_id: string;
  assigned_at: Date | string;
  side: 'Seller' | 'Buyer';
  billed_name: string;
  billing_address: Address | null;
  law_firm_name: string;
  lawyer_group_name: string;
  solicitor: Solicitor;
  property_address: Address;
};

/**
 * The month's invoice records, read through a server-side cursor in batches of 500, so a month
 * of any size is exported in bounded memory. Ordered as the file is grouped (admin.md §9): by
 * the billed party (the lawyer group's invoicing address when it has one, else its law firm),
 * then by assignment date.
 */
const BATCH = 500;

/**
 * The month's invoice records (admin.md §9), read from sales, their properties, lawyer groups,
 * law firms and purchases through a server-side cursor in batches of 500, so a month of any size
 * is exported in bounded memory. Ordered as the file is grouped: by the billed party (the lawyer
 * group's invoicing address when it has one, else its law firm), then by assignment date.
 *
 * Billable: the seller side of every sale whose solicitors were assigned in the month; the buyer
 * side only when the sale has an active purchase (a buyer who confirmed fees), since a buyer
 * solicitor with no buyer has no client to act for (docs/decisions/stats-and-invoicing.md).
 */
@Injectable()
export class InvoicingQueryRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  async forEachBatch(
    range: { start: Date; end: Date },
    handle: (rows: InvoiceRecordRow[]) => Promise<void>,
  ): Promise<void> {
    await this.database.transaction(async () => {
      const db = this.database.db;
      await db.execute(sql`declare invoice_records no scroll cursor for
        select t.id as transaction_id, t.solicitors_assigned_at as assigned_at, s.side,
          coalesce(nullif(lg.invoicing_address->>'organisation_name', ''), lf.name) as billed_name,
          coalesce(lg.invoicing_address, lf.address) as billing_address,
          lf.name as law_firm_name, lg.name as lawyer_group_name, lg.solicitor,
          p.address as property_address
        from transactions t
        join properties p on p.id = t.property_id
        cross join lateral (values ('Seller', t.seller_lawyer_group_id),
          ('Buyer', t.buyer_lawyer_group_id)) as s(side, lawyer_group_id)
        join lawyer_groups lg on lg.id = s.lawyer_group_id
        join law_firms lf on lf.id = lg.law_firm_id
        where t.solicitors_assigned_at >= ${range.start} and t.solicitors_assigned_at < ${range.end}
          and (s.side = 'Seller' or exists (select 1 from purchase_intents pi
            where pi.transaction_id = t.id and pi.is_active))
        order by lower(coalesce(nullif(lg.invoicing_address->>'organisation_name', ''), lf.name)),
          lf.id, t.solicitors_assigned_at, t.id, s.side desc`);
      for (;;) {
        const result = await db.execute(sql.raw(`fetch ${BATCH} from invoice_records`));
        const rows = (result as unknown as { rows: InvoiceRecordRow[] }).rows;
        if (rows.length === 0) break;
        await handle(rows);
        if (rows.length < BATCH) break;
      }
      await db.execute(sql`close invoice_records`);
    });
  }
}
