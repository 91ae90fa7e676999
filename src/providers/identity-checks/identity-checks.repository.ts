import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, getTableColumns, inArray, isNull, lt, sql } from 'drizzle-orm';
import { Database } from '@/platform/database/database';
import { identityChecks, providerEvents } from '@/platform/database/schema';

export type IdentityCheckRow = typeof identityChecks.$inferSelect;

/** Who a check is for, as a person of a sale is described. */
export type CheckPersonDetails = {
  person_type: string;
  email: string | null;
  first_name: string;
  last_name: string;
};

/** A check with the key of the person it is for (`identity_person_key`, functions/). */
export type KeyedIdentityCheckRow = IdentityCheckRow & { person_key: string };

/** The one definition of "who a check is for" lives in SQL: `identity_person_key`. */
const checkPersonKey = sql<string>`identity_person_key(${identityChecks.person_type},
  ${identityChecks.person_details}->>'email', ${identityChecks.person_details}->>'first_name',
  ${identityChecks.person_details}->>'last_name')`;

/** Identity checks of sales, and the provider events already applied to them. */
@Injectable()
export class IdentityChecksRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  /** Every check of the sale, newest first, each with the key of its person. */
  listForTransaction(transactionId: string): Promise<KeyedIdentityCheckRow[]> {
    return this.db
      .select({ ...getTableColumns(identityChecks), person_key: checkPersonKey })
      .from(identityChecks)
      .where(eq(identityChecks.transaction_id, transactionId))
      .orderBy(desc(identityChecks.createdAt), desc(identityChecks._id));
  }

  /**
   * The key of each person given, in order: a check is theirs when its `person_key` is the same
   * (see `listForTransaction`).
   */
  async personKeys(people: CheckPersonDetails[]): Promise<string[]> {
    if (people.length === 0) return [];
    const result = await this.db.execute(sql`select identity_person_key(
        p.person_type, p.email, p.first_name, p.last_name) as key
      from jsonb_to_recordset(${JSON.stringify(people.map((person, i) => ({ ...person, i })))}::jsonb)
        as p(person_type text, email text, first_name text, last_name text, i int)
      order by p.i`);
    return (result as unknown as { rows: { key: string }[] }).rows.map((row) => row.key);
  }

  /**
   * Anonymises checks (UK GDPR erasure, or the retention period over): the person's names,
   * e-mail and phone replaced (the e-mail by one per check, so the one-pending rule holds) and
   * the provider's reference dropped. Only the status, type and dates are left. `where` chooses
   * the checks: of one person (by e-mail, any case) or of the sales given.
   */
  async anonymise(where: { email: string } | { transactionIds: string[] }): Promise<number> {
    if ('transactionIds' in where && where.transactionIds.length === 0) return 0;
    const condition =
      'email' in where
        ? sql`lower(${identityChecks.person_details}->>'email') = ${where.email.toLowerCase()}`
        : and(
            inArray(identityChecks.transaction_id, where.transactionIds),
            sql`${identityChecks.person_details}->>'first_name' <> 'Erased'`,
          );
    const rows = await this.db
      .update(identityChecks)
      .set({
        person_details: sql`jsonb_build_object('first_name', 'Erased', 'last_name', 'person',
          'email', 'erased-' || ${identityChecks._id} || '@erased.invalid', 'phone_number', '')`,
        thirdfort_id: null,
        failure_reason: null,
      })
      .where(condition)
      .returning({ _id: identityChecks._id });
    return rows.length;
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

  /**
   * Whether everyone the sale needs a check for has one (transaction_identity_status) and none
   * of the sale's checks is still pending: the sale's identity checks are complete.
   */
  async allChecksComplete(transactionId: string): Promise<boolean> {
    const result = await this.db.execute(sql`
      select transaction_identity_status(${transactionId}) = 'complete'
        and not exists (select 1 from identity_checks c
          where c.transaction_id = ${transactionId} and c.status = 'pending') as complete`);
    return (result as unknown as { rows: { complete: boolean }[] }).rows[0]?.complete === true;
  }
}
