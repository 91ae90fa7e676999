import { Inject, Injectable } from '@nestjs/common';
import { sql, SQL } from 'drizzle-orm';
import { Database } from '@/platform/database/database';
import type { Address } from '@/platform/database/schema';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export type RecipientRow = { id: string; email: string; first_name: string; active: boolean };

export type CheckRow = {
  person_type: 'seller' | 'buyer' | 'giftor';
  first_name: string;
  last_name: string;
  email: string;
  status: 'pending' | 'complete' | 'failed' | 'aborted';
};

/**
 * Who a progress change is told to, and what the e-mail names: read across the users, sales,
 * purchase-intents, properties and identity-checks tables. Only a customer's own contact details
 * (to send to them) and what their tracker shows are selected.
 */
@Injectable()
export class ProgressEmailsQueryRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  private async first<T>(query: SQL): Promise<T | undefined> {
    return rowsOf<T>(await this.database.db.execute(query))[0];
  }

  async findRecipient(userId: string): Promise<RecipientRow | undefined> {
    return this.first<RecipientRow>(sql`
      select u.id, u.email, u.first_name, u.active from users u where u.id = ${userId}`);
  }

  async saleAddress(saleId: string): Promise<Address | undefined> {
    const row = await this.first<{ address: Address }>(sql`
      select p.address from transactions t join properties p on p.id = t.property_id
      where t.id = ${saleId}`);
    return row?.address;
  }

  async purchaseAddress(purchaseId: string): Promise<Address | undefined> {
    const row = await this.first<{ address: Address }>(sql`
      select p.address from purchase_intents pi join properties p on p.id = pi.property_id
      where pi.id = ${purchaseId}`);
    return row?.address;
  }

  /** The person and outcome of an identity check (never its provider's ids or notes). */
  async findCheck(checkId: string): Promise<CheckRow | undefined> {
    return this.first<CheckRow>(sql`
      select ic.person_type, ic.status,
        ic.person_details->>'first_name' as first_name,
        ic.person_details->>'last_name' as last_name,
        ic.person_details->>'email' as email
      from identity_checks ic where ic.id = ${checkId}`);
  }
}
