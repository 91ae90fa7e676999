import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { PageWindow } from '@/platform/common/pagination';
import { Database } from '@/platform/database/database';
import { dataExports, erasureRequests, heldRecords } from '@/platform/database/schema';

export type DataExportRow = typeof dataExports.$inferSelect;
export type ErasureRequestRow = typeof erasureRequests.$inferSelect;
export type HeldRecordRow = typeof heldRecords.$inferSelect;
export type NewHeldRecord = typeof heldRecords.$inferInsert;

/** The one writer of data_exports, erasure_requests and held_records. */
@Injectable()
export class DataRightsRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  // --- exports ------------------------------------------------------------------------------

  /** A new pending export; undefined when the user has one pending already. */
  async insertPendingExport(userId: string): Promise<DataExportRow | undefined> {
    const [row] = await this.db
      .insert(dataExports)
      .values({ user_id: userId })
      .onConflictDoNothing({
        target: dataExports.user_id,
        where: sql`${dataExports.status} = 'pending'`,
      })
      .returning();
    return row;
  }

  async pendingExport(userId: string): Promise<DataExportRow | undefined> {
    const [row] = await this.db
      .select()
      .from(dataExports)
      .where(and(eq(dataExports.user_id, userId), eq(dataExports.status, 'pending')));
    return row;
  }

  async latestExport(userId: string): Promise<DataExportRow | undefined> {
    const [row] = await this.db
      .select()
      .from(dataExports)
      .where(eq(dataExports.user_id, userId))
      .orderBy(desc(dataExports.createdAt), desc(dataExports._id))
      .limit(1);
    return row;
  }

  async countExportsSince(userId: string, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(dataExports)
      .where(and(eq(dataExports.user_id, userId), gte(dataExports.createdAt, since)));
    return Number(row.n);
  }

  async findExport(id: string): Promise<DataExportRow | undefined> {
    const [row] = await this.db.select().from(dataExports).where(eq(dataExports._id, id));
    return row;
  }

  /** Pending → ready; undefined when it was not pending (a repeated job). */
  async markExportReady(
    id: string,
    fields: { storage_key: string; size: number; ready_at: Date; expires_at: Date },
  ): Promise<DataExportRow | undefined> {
    const [row] = await this.db
      .update(dataExports)
      .set({ ...fields, status: 'ready' })
      .where(and(eq(dataExports._id, id), eq(dataExports.status, 'pending')))
      .returning();
    return row;
  }

  async markExportFailed(id: string): Promise<void> {
    await this.db
      .update(dataExports)
      .set({ status: 'failed' })
      .where(and(eq(dataExports._id, id), eq(dataExports.status, 'pending')));
  }

  /** Ready exports whose download has expired, oldest first. */
  expiredExports(now: Date, limit: number): Promise<DataExportRow[]> {
    return this.db
      .select()
      .from(dataExports)
      .where(and(eq(dataExports.status, 'ready'), lt(dataExports.expires_at, now)))
      .orderBy(asc(dataExports.expires_at))
      .limit(limit);
  }

  /** Pending exports asked for before `before`: their job gave up. */
  async failStalePending(before: Date): Promise<number> {
    const rows = await this.db
      .update(dataExports)
      .set({ status: 'failed' })
      .where(and(eq(dataExports.status, 'pending'), lt(dataExports.createdAt, before)))
      .returning({ _id: dataExports._id });
    return rows.length;
  }

  async markExportExpired(id: string): Promise<void> {
    await this.db
      .update(dataExports)
      .set({ status: 'expired', storage_key: null })
      .where(eq(dataExports._id, id));
  }

  /** Every export of the user with a stored file (an erasure deletes them). */
  exportsWithFiles(userId: string): Promise<DataExportRow[]> {
    return this.db
      .select()
      .from(dataExports)
      .where(and(eq(dataExports.user_id, userId), sql`${dataExports.storage_key} is not null`));
  }

  async deleteExportsOf(userId: string): Promise<void> {
    await this.db.delete(dataExports).where(eq(dataExports.user_id, userId));
  }

  // --- erasure requests -------------------------------------------------------------------

  /** A new pending request; undefined when the user has one pending already. */
  async insertPendingErasure(
    userId: string,
    requester: { name: string; email: string },
  ): Promise<ErasureRequestRow | undefined> {
    const [row] = await this.db
      .insert(erasureRequests)
      .values({
        user_id: userId,
        requester_name: requester.name.slice(0, 520),
        requester_email: requester.email,
      })
      .onConflictDoNothing({
        target: erasureRequests.user_id,
        where: sql`${erasureRequests.status} = 'pending'`,
      })
      .returning();
    return row;
  }

  async latestErasure(userId: string): Promise<ErasureRequestRow | undefined> {
    const [row] = await this.db
      .select()
      .from(erasureRequests)
      .where(eq(erasureRequests.user_id, userId))
      .orderBy(desc(erasureRequests.createdAt), desc(erasureRequests._id))
      .limit(1);
    return row;
  }

  async findErasureForUpdate(id: string): Promise<ErasureRequestRow | undefined> {
    const [row] = await this.db
      .select()
      .from(erasureRequests)
      .where(eq(erasureRequests._id, id))
      .for('update');
    return row;
  }

  async findErasure(id: string): Promise<ErasureRequestRow | undefined> {
    const [row] = await this.db.select().from(erasureRequests).where(eq(erasureRequests._id, id));
    return row;
  }

  /** A page of requests of one status, oldest first when pending (a queue), else newest first. */
  erasurePage(status: ErasureRequestRow['status'], window: PageWindow) {
    return this.db
      .select()
      .from(erasureRequests)
      .where(eq(erasureRequests.status, status))
      .orderBy(
        status === 'pending' ? asc(erasureRequests.createdAt) : desc(erasureRequests.erased_at),
        asc(erasureRequests._id),
      )
      .offset(window.offset)
      .limit(window.limit);
  }

  async countErasures(status: ErasureRequestRow['status']): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(erasureRequests)
      .where(eq(erasureRequests.status, status));
    return Number(row.n);
  }

  async markErased(
    id: string,
    fields: {
      erased_at: Date;
      erased_by: string | null;
      erased_by_name: string | null;
      relationship_ended_at: Date;
    },
  ): Promise<ErasureRequestRow> {
    const [row] = await this.db
      .update(erasureRequests)
      .set({ ...fields, status: 'erased', requester_name: null, requester_email: null })
      .where(eq(erasureRequests._id, id))
      .returning();
    return row;
  }

  /** An erasure the retention job carried out (no request from the customer). */
  async insertErased(
    userId: string,
    fields: { erased_at: Date; relationship_ended_at: Date },
  ): Promise<ErasureRequestRow> {
    const [row] = await this.db
      .insert(erasureRequests)
      .values({ user_id: userId, status: 'erased', ...fields, erased_by_name: 'Retention job' })
      .returning();
    return row;
  }

  // --- held records -----------------------------------------------------------------------

  async insertHeld(rows: NewHeldRecord[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db.insert(heldRecords).values(rows);
  }

  /** What is held for these requests (kind, reason, when it goes), without the data. */
  heldSummaries(requestIds: string[]) {
    if (requestIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        erasure_request_id: heldRecords.erasure_request_id,
        kind: heldRecords.kind,
        reason: heldRecords.reason,
        delete_after: heldRecords.delete_after,
      })
      .from(heldRecords)
      .where(inArray(heldRecords.erasure_request_id, requestIds))
      .orderBy(asc(heldRecords.delete_after));
  }

  /** Deletes held records whose period is over; answers the requests they belonged to. */
  async deleteHeldDue(
    now: Date,
    limit: number,
  ): Promise<{ erasure_request_id: string; kind: string }[]> {
    const due = await this.db
      .select({ _id: heldRecords._id })
      .from(heldRecords)
      .where(lt(heldRecords.delete_after, now))
      .orderBy(asc(heldRecords.delete_after))
      .limit(limit);
    if (due.length === 0) return [];
    return this.db
      .delete(heldRecords)
      .where(
        inArray(
          heldRecords._id,
          due.map((row) => row._id),
        ),
      )
      .returning({ erasure_request_id: heldRecords.erasure_request_id, kind: heldRecords.kind });
  }
}
