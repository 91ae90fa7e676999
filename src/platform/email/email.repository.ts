import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, sql } from 'drizzle-orm';
import { Database } from '@/platform/database/database';
import { emailOutbox } from '@/platform/database/schema';

export type OutboxRow = typeof emailOutbox.$inferSelect;
export type NewOutboxRow = Pick<OutboxRow, 'to' | 'subject' | 'text' | 'html' | 'template'> &
  Partial<Pick<OutboxRow, 'headers' | 'attachments'>>;

@Injectable()
export class EmailRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  async insertQueued(row: NewOutboxRow): Promise<OutboxRow> {
    const [created] = await this.database.db.insert(emailOutbox).values(row).returning();
    return created;
  }

  /** Deletes every message to `email` (any case), sent or not: an erased customer's. */
  async deleteTo(email: string): Promise<number> {
    const rows = await this.database.db
      .delete(emailOutbox)
      .where(sql`lower(${emailOutbox.to}) = ${email.toLowerCase()}`)
      .returning({ _id: emailOutbox._id });
    return rows.length;
  }

  /** The message answering this request, recorded once however often the request is retried. */
  async findOrInsertForRequest(requestKey: string, row: NewOutboxRow): Promise<OutboxRow> {
    const [created] = await this.database.db
      .insert(emailOutbox)
      .values({ ...row, request_key: requestKey })
      .onConflictDoNothing({ target: emailOutbox.request_key })
      .returning();
    if (created) return created;
    const [existing] = await this.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.request_key, requestKey));
    return existing;
  }

  async findById(id: string): Promise<OutboxRow | undefined> {
    const [row] = await this.database.db.select().from(emailOutbox).where(eq(emailOutbox._id, id));
    return row;
  }

  /**
   * An attempt begins: the row, still queued, is in flight from now, under its Message-ID (kept
   * from the first attempt). False when it is no longer queued (another run delivered it).
   */
  async markSending(id: string, messageId: string): Promise<boolean> {
    const rows = await this.database.db
      .update(emailOutbox)
      .set({
        message_id: sql`coalesce(${emailOutbox.message_id}, ${messageId})`,
        sending_at: new Date(),
        attempts: sql`${emailOutbox.attempts} + 1`,
      })
      .where(and(eq(emailOutbox._id, id), eq(emailOutbox.status, 'queued')))
      .returning({ _id: emailOutbox._id });
    return rows.length > 0;
  }

  /** Marks delivery once, with the server's answer; false when another run already did. */
  async markSent(id: string, transport: string, response: string | null): Promise<boolean> {
    const rows = await this.database.db
      .update(emailOutbox)
      .set({
        status: 'sent',
        transport,
        sent_at: new Date(),
        transport_response: response?.slice(0, 1000) ?? null,
      })
      .where(and(eq(emailOutbox._id, id), eq(emailOutbox.status, 'queued')))
      .returning({ _id: emailOutbox._id });
    return rows.length > 0;
  }

  /** Not sent because a newer message of the same kind went out instead. */
  async markSuperseded(id: string): Promise<void> {
    await this.database.db
      .update(emailOutbox)
      .set({ status: 'superseded' })
      .where(and(eq(emailOutbox._id, id), eq(emailOutbox.status, 'queued')));
  }

  async recordFailure(id: string, error: string): Promise<void> {
    await this.database.db
      .update(emailOutbox)
      .set({ last_error: error.slice(0, 2000) })
      .where(eq(emailOutbox._id, id));
  }

  async listDelivered(transport: string, limit: number): Promise<OutboxRow[]> {
    return this.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, 'sent'), eq(emailOutbox.transport, transport)))
      .orderBy(desc(emailOutbox.created_at), desc(emailOutbox._id))
      .limit(limit);
  }
}
