import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, isNull, lt } from 'drizzle-orm';
import { Database } from '@/database/database';
import { identityChecks, providerEvents } from '@/database/schema';

export type IdentityCheckRow = typeof identityChecks.$inferSelect;

/** Identity checks of sales, and the provider events already applied to them. */
@Injectable()
export class IdentityChecksRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  listForTransaction(transactionId: string): Promise<IdentityCheckRow[]> {
    return this.db
      .select()
      .from(identityChecks)
      .where(eq(identityChecks.transaction_id, transactionId))
      .orderBy(desc(identityChecks.createdAt), desc(identityChecks._id));
  }

  async find(id: string): Promise<IdentityCheckRow | undefined> {
    const [row] = await this.db.select().from(identityChecks).where(eq(identityChecks._id, id));
    return row;
  }

  async findForUpdate(id: string): Promise<IdentityCheckRow | undefined> {
    const [row] = await this.db
      .select()
      .from(identityChecks)
      .where(eq(identityChecks._id, id))
      .for('update');
    return row;
  }

  async findByProviderIdForUpdate(providerId: string): Promise<IdentityCheckRow | undefined> {
    const [row] = await this.db
      .select()
      .from(identityChecks)
      .where(eq(identityChecks.thirdfort_id, providerId))
      .for('update');
    return row;
  }

  /** Inserts a pending check; undefined when the person already has one pending. */
  async insertPending(
    values: Pick<
      IdentityCheckRow,
      'transaction_id' | 'purchase_intent_id' | 'person_type' | 'person_details' | 'ordered_by'
    >,
    now: Date,
  ): Promise<IdentityCheckRow | undefined> {
    const [row] = await this.db
      .insert(identityChecks)
      .values({ ...values, status: 'pending', createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    return row;
  }

  async update(
    id: string,
    changes: Partial<
      Pick<
        IdentityCheckRow,
        | 'status'
        | 'thirdfort_id'
        | 'provider_state'
        | 'recommendation'
        | 'completed_at'
        | 'failure_reason'
        | 'provider_event_at'
      >
    >,
    now: Date,
  ): Promise<IdentityCheckRow> {
    const [row] = await this.db
      .update(identityChecks)
      .set({ ...changes, updatedAt: now })
      .where(eq(identityChecks._id, id))
      .returning();
    return row;
  }

  /** Pending checks the provider never made (their create job gave up), older than `before`. */
  listStranded(before: Date, limit: number): Promise<Pick<IdentityCheckRow, '_id'>[]> {
    return this.db
      .select({ _id: identityChecks._id })
      .from(identityChecks)
      .where(
        and(
          eq(identityChecks.status, 'pending'),
          isNull(identityChecks.thirdfort_id),
          isNull(identityChecks.failure_reason),
          lt(identityChecks.createdAt, before),
        ),
      )
      .orderBy(asc(identityChecks.createdAt))
      .limit(limit);
  }

  /**
   * Records that the provider's event `eventId` is being applied; false when it was before (a
   * replay or a redelivery). Recorded in the caller's transaction, so it commits with its effect.
   */
  async recordProviderEvent(provider: string, eventId: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .insert(providerEvents)
      .values({ provider, event_id: eventId, createdAt: now })
      .onConflictDoNothing()
      .returning({ event_id: providerEvents.event_id });
    return rows.length > 0;
  }
}
