import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { Database } from '@/platform/database/database';
import { simulatedPaymentIntents } from '@/platform/database/schema';

export type SimulatedIntentRow = typeof simulatedPaymentIntents.$inferSelect;
export type NewSimulatedIntent = typeof simulatedPaymentIntents.$inferInsert;

/** The payment simulator's state: its PaymentIntents. */
@Injectable()
export class SimulatedPaymentsRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  /** Inserts unless the id exists (a repeated idempotent create), then answers the stored row. */
  async insertOnce(intent: NewSimulatedIntent): Promise<SimulatedIntentRow> {
    await this.database.db.insert(simulatedPaymentIntents).values(intent).onConflictDoNothing();
    return (await this.findById(intent.id))!;
  }

  async findById(id: string): Promise<SimulatedIntentRow | undefined> {
    const [row] = await this.database.db
      .select()
      .from(simulatedPaymentIntents)
      .where(eq(simulatedPaymentIntents.id, id));
    return row;
  }

  async findByClientSecret(clientSecret: string): Promise<SimulatedIntentRow | undefined> {
    const [row] = await this.database.db
      .select()
      .from(simulatedPaymentIntents)
      .where(eq(simulatedPaymentIntents.client_secret, clientSecret));
    return row;
  }

  async setStatus(id: string, status: string): Promise<SimulatedIntentRow> {
    const [row] = await this.database.db
      .update(simulatedPaymentIntents)
      .set({ status })
      .where(eq(simulatedPaymentIntents.id, id))
      .returning();
    return row;
  }
}
