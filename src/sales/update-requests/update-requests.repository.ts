import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq } from 'drizzle-orm';
import { Database } from '@/platform/database/database';
import { updateRequests } from '@/platform/database/schema';

export type UpdateRequestRow = typeof updateRequests.$inferSelect;

/** The one writer of `update_requests`. */
@Injectable()
export class UpdateRequestsRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  /** Inserts the day's request; undefined when this customer already asked today. */
  async insertForDay(
    values: typeof updateRequests.$inferInsert,
  ): Promise<UpdateRequestRow | undefined> {
    const [row] = await this.database.db
      .insert(updateRequests)
      .values(values)
      .onConflictDoNothing()
      .returning();
    return row;
  }

  /** A sale's requests, newest first (update_requests_transaction_idx). */
  listForSale(transactionId: string): Promise<UpdateRequestRow[]> {
    return this.database.db
      .select()
      .from(updateRequests)
      .where(eq(updateRequests.transaction_id, transactionId))
      .orderBy(desc(updateRequests.createdAt), desc(updateRequests._id));
  }

  async findForUpdate(transactionId: string, id: string): Promise<UpdateRequestRow | undefined> {
    const [row] = await this.database.db
      .select()
      .from(updateRequests)
      .where(and(eq(updateRequests._id, id), eq(updateRequests.transaction_id, transactionId)))
      .for('update');
    return row;
  }

  async answer(
    id: string,
    values: Pick<UpdateRequestRow, 'answer' | 'answered_at' | 'answered_by_name'>,
  ): Promise<UpdateRequestRow> {
    const [row] = await this.database.db
      .update(updateRequests)
      .set(values)
      .where(eq(updateRequests._id, id))
      .returning();
    return row;
  }
}
