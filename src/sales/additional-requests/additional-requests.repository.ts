import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq } from 'drizzle-orm';
import { Database } from '@/platform/database/database';
import { additionalRequests } from '@/platform/database/schema';

export type AdditionalRequestRow = typeof additionalRequests.$inferSelect;

@Injectable()
export class AdditionalRequestsRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  listForTransaction(transactionId: string): Promise<AdditionalRequestRow[]> {
    return this.database.db
      .select()
      .from(additionalRequests)
      .where(eq(additionalRequests.transaction_id, transactionId))
      .orderBy(asc(additionalRequests.createdAt), asc(additionalRequests._id));
  }

  async findSewerBill(transactionId: string): Promise<AdditionalRequestRow | undefined> {
    const [row] = await this.database.db
      .select()
      .from(additionalRequests)
      .where(
        and(
          eq(additionalRequests.transaction_id, transactionId),
          eq(additionalRequests.type, 'sewer_bill'),
        ),
      );
    return row;
  }

  async findForUpdate(id: string): Promise<AdditionalRequestRow | undefined> {
    const [row] = await this.database.db
      .select()
      .from(additionalRequests)
      .where(eq(additionalRequests._id, id))
      .for('update');
    return row;
  }

  /** Inserts the request; undefined when the one water bill request of the sale exists. */
  async insert(
    values: Pick<AdditionalRequestRow, 'transaction_id' | 'type' | 'status' | 'sentAt'>,
    now: Date,
  ): Promise<AdditionalRequestRow | undefined> {
    const [row] = await this.database.db
      .insert(additionalRequests)
      .values({ ...values, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    return row;
  }

  async findById(id: string): Promise<AdditionalRequestRow | undefined> {
    const [row] = await this.database.db
      .select()
      .from(additionalRequests)
      .where(eq(additionalRequests._id, id));
    return row;
  }

  async update(
    id: string,
    changes: Partial<
      Pick<AdditionalRequestRow, 'status' | 'sentAt' | 'receivedAt' | 'fee_response' | 'fee_query'>
    >,
    now: Date,
  ): Promise<AdditionalRequestRow> {
    const [row] = await this.database.db
      .update(additionalRequests)
      .set({ ...changes, updatedAt: now })
      .where(eq(additionalRequests._id, id))
      .returning();
    return row;
  }
}
