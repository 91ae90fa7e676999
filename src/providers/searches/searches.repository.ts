import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { Database } from '@/platform/database/database';
import { searchOrderRequests, searchOrders, searchResultFiles } from '@/platform/database/schema';

export type SearchOrderRequestRow = typeof searchOrderRequests.$inferSelect;
export type SearchOrderRow = typeof searchOrders.$inferSelect;
export type SearchResultFileSummary = Pick<
  typeof searchResultFiles.$inferSelect,
  '_id' | 'search_order_id' | 'file_name' | 'mime_type' | 'description' | 'createdAt'
>;

/** The search orders of sales: requests (one per order placed), their products and results. */
@Injectable()
export class SearchesRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  /**
   * Inserts the day's order request; undefined when the sale already has one that day that the
   * provider did not reject (the partial unique index `search_order_requests_one_a_day`).
   */
  async insertRequest(
    values: typeof searchOrderRequests.$inferInsert,
  ): Promise<SearchOrderRequestRow | undefined> {
    const [row] = await this.db
      .insert(searchOrderRequests)
      .values(values)
      .onConflictDoNothing()
      .returning();
    return row;
  }

  async insertProducts(values: (typeof searchOrders.$inferInsert)[]): Promise<void> {
    await this.db.insert(searchOrders).values(values);
  }

  async findRequestForUpdate(id: string): Promise<SearchOrderRequestRow | undefined> {
    const [row] = await this.db
      .select()
      .from(searchOrderRequests)
      .where(eq(searchOrderRequests._id, id))
      .for('update');
    return row;
  }

  /** The request a push is about: by our reference first (known from the start), else the hub's. */
  async findRequestByReference(references: {
    requester: string | null;
    facilitator: string | null;
  }): Promise<SearchOrderRequestRow | undefined> {
    const matches = [
      references.requester
        ? eq(searchOrderRequests.requester_reference, references.requester)
        : undefined,
      references.facilitator
        ? eq(searchOrderRequests.facilitator_reference, references.facilitator)
        : undefined,
    ].filter((match) => match !== undefined);
    if (matches.length === 0) return undefined;
    const [row] = await this.db
      .select()
      .from(searchOrderRequests)
      .where(or(...matches))
      .orderBy(
        desc(
          references.requester
            ? sql`${searchOrderRequests.requester_reference} = ${references.requester}`
            : sql`true`,
        ),
      )
      .limit(1)
      .for('update');
    return row;
  }

  async updateRequest(
    id: string,
    changes: Partial<
      Pick<SearchOrderRequestRow, 'status' | 'facilitator_reference' | 'rejection_reason'>
    >,
    now: Date,
  ): Promise<void> {
    await this.db
      .update(searchOrderRequests)
      .set({ ...changes, updatedAt: now })
      .where(eq(searchOrderRequests._id, id));
  }

  /**
   * The hub took the order: the request is acknowledged with the hub's reference and every product
   * of it carries that reference, in one statement each under the caller's transaction (the
   * request row locked), so no reader sees an acknowledged request with unreferenced products.
   */
  async acknowledgeRequest(id: string, facilitatorReference: string, now: Date): Promise<void> {
    await this.db
      .update(searchOrderRequests)
      .set({ status: 'acknowledged', facilitator_reference: facilitatorReference, updatedAt: now })
      .where(eq(searchOrderRequests._id, id));
    await this.db
      .update(searchOrders)
      .set({ reference: facilitatorReference, updatedAt: now })
      .where(and(eq(searchOrders.request_id, id), isNull(searchOrders.reference)));
  }

  listRequests(transactionId: string): Promise<SearchOrderRequestRow[]> {
    return this.db
      .select()
      .from(searchOrderRequests)
      .where(eq(searchOrderRequests.transaction_id, transactionId))
      .orderBy(desc(searchOrderRequests.createdAt), desc(searchOrderRequests._id));
  }

  /** A sale's searches, newest order first, products in catalogue order within an order. */
  listProducts(transactionId: string): Promise<SearchOrderRow[]> {
    return this.db
      .select()
      .from(searchOrders)
      .where(eq(searchOrders.transaction_id, transactionId))
      .orderBy(desc(searchOrders.createdAt), asc(searchOrders._id));
  }

  listProductsOfRequest(requestId: string): Promise<SearchOrderRow[]> {
    return this.db
      .select()
      .from(searchOrders)
      .where(eq(searchOrders.request_id, requestId))
      .orderBy(asc(searchOrders._id))
      .for('update');
  }

  async updateProducts(
    ids: string[],
    changes: Partial<
      Pick<
        SearchOrderRow,
        'status' | 'provider_status' | 'estimatedCompletion' | 'completionDate' | 'reference'
      >
    >,
    now: Date,
  ): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .update(searchOrders)
      .set({ ...changes, updatedAt: now })
      .where(inArray(searchOrders._id, ids));
  }

  /** Keeps a result document once per search and file name (a repeated push changes nothing). */
  /** The new row's id; null when the product already has a file of that name. */
  async insertResultFile(values: typeof searchResultFiles.$inferInsert): Promise<string | null> {
    const rows = await this.db
      .insert(searchResultFiles)
      .values(values)
      .onConflictDoNothing()
      .returning({ _id: searchResultFiles._id });
    return rows[0]?._id ?? null;
  }

  listResultFiles(searchOrderIds: string[]): Promise<SearchResultFileSummary[]> {
    if (searchOrderIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        _id: searchResultFiles._id,
        search_order_id: searchResultFiles.search_order_id,
        file_name: searchResultFiles.file_name,
        mime_type: searchResultFiles.mime_type,
        description: searchResultFiles.description,
        createdAt: searchResultFiles.createdAt,
      })
      .from(searchResultFiles)
      .where(inArray(searchResultFiles.search_order_id, searchOrderIds))
      .orderBy(asc(searchResultFiles.file_name));
  }

  async findResultFile(id: string): Promise<typeof searchResultFiles.$inferSelect | undefined> {
    const [row] = await this.db
      .select()
      .from(searchResultFiles)
      .where(eq(searchResultFiles._id, id));
    return row;
  }

  /** Whether a search product of the sale is still being worked on (none returned or cancelled). */
  async anySearchInProgress(transactionId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: searchOrders._id })
      .from(searchOrders)
      .where(
        and(eq(searchOrders.transaction_id, transactionId), eq(searchOrders.status, 'in progress')),
      )
      .limit(1);
    return row !== undefined;
  }
}
