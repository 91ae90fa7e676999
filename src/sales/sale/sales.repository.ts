import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, notInArray } from 'drizzle-orm';
import { Database } from '@/platform/database/database';
import { transactionSellers, transactions } from '@/platform/database/schema';

export type SaleRow = typeof transactions.$inferSelect;
export type NewSale = typeof transactions.$inferInsert;
export type SaleChanges = Partial<
  Pick<
    SaleRow,
    | 'customer_type'
    | 'asking_price'
    | 'has_mortgage'
    | 'onward_purchase'
    | 'is_using_foreign_currency'
    | 'requiresMortgageReferral'
    | 'estate_agent_id'
    | 'estate_agent_status'
    | 'referral_code_id'
    | 'tags'
    | 'seller_lawyer_group_id'
    | 'buyer_lawyer_group_id'
    | 'solicitors_assigned_at'
    | 'date_legal_started'
    | 'withdrawn_at'
    | 'withdrawal_reason'
    | 'archived_at'
  >
>;

/**
 * The sales (`transactions`) and their additional sellers' links (`transaction_sellers`): the
 * two tables the sales module owns. Reads that join other modules' tables are in
 * SalesQueryRepository.
 */
@Injectable()
export class SalesRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  // --- sales ------------------------------------------------------------------------------

  async create(values: NewSale): Promise<SaleRow> {
    const [row] = await this.db.insert(transactions).values(values).returning();
    return row;
  }

  async findById(id: string): Promise<SaleRow | undefined> {
    const [row] = await this.db.select().from(transactions).where(eq(transactions._id, id));
    return row;
  }

  /** Reads the sale and locks it until the surrounding DB transaction ends. */
  async findByIdForUpdate(id: string): Promise<SaleRow | undefined> {
    const [row] = await this.db
      .select()
      .from(transactions)
      .where(eq(transactions._id, id))
      .for('update');
    return row;
  }

  async update(id: string, changes: SaleChanges): Promise<void> {
    if (Object.keys(changes).length === 0) return;
    await this.db.update(transactions).set(changes).where(eq(transactions._id, id));
  }

  /** Records the acceptance once; true when this call recorded it. */
  async acceptTerms(id: string, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(transactions)
      .set({ terms_and_conditions: true, terms_accepted_at: at })
      .where(and(eq(transactions._id, id), eq(transactions.terms_and_conditions, false)))
      .returning({ id: transactions._id });
    return rows.length > 0;
  }

  async listIdsForSeller(userId: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: transactions._id })
      .from(transactions)
      .where(eq(transactions.primary_seller_id, userId))
      .orderBy(desc(transactions.createdAt), desc(transactions._id));
    return rows.map((row) => row.id);
  }

  async findLatestIdForSeller(userId: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ id: transactions._id })
      .from(transactions)
      .where(eq(transactions.primary_seller_id, userId))
      .orderBy(desc(transactions.createdAt), desc(transactions._id))
      .limit(1);
    return row?.id;
  }

  // --- additional sellers -----------------------------------------------------------------

  /** The person ids of the sale's additional sellers, in order. */
  async listSellerIds(saleId: string): Promise<string[]> {
    const rows = await this.db
      .select({ personId: transactionSellers.person_id })
      .from(transactionSellers)
      .where(eq(transactionSellers.transaction_id, saleId))
      .orderBy(asc(transactionSellers.position), asc(transactionSellers._id));
    return rows.map((row) => row.personId);
  }

  /** Makes `personIds` the sale's additional sellers, in that order. */
  async setSellers(saleId: string, personIds: string[]): Promise<void> {
    const db = this.db;
    await db
      .delete(transactionSellers)
      .where(
        personIds.length
          ? and(
              eq(transactionSellers.transaction_id, saleId),
              notInArray(transactionSellers.person_id, personIds),
            )
          : eq(transactionSellers.transaction_id, saleId),
      );
    for (const [position, personId] of personIds.entries()) {
      await db
        .insert(transactionSellers)
        .values({ transaction_id: saleId, person_id: personId, position })
        .onConflictDoUpdate({
          target: [transactionSellers.transaction_id, transactionSellers.person_id],
          set: { position },
        });
    }
  }
}
