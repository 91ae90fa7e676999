import { Inject, Injectable } from '@nestjs/common';
import { and, eq, isNull } from 'drizzle-orm';
import { Database } from '@/database/database';
import { processedWebhookEvents, users } from '@/database/schema';

@Injectable()
export class PaymentsRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  /** Records a provider event id; false when it was recorded before (a replay). */
  async recordEventOnce(id: string, provider: string, type: string): Promise<boolean> {
    const rows = await this.database.db
      .insert(processedWebhookEvents)
      .values({ id, provider, type })
      .onConflictDoNothing()
      .returning({ id: processedWebhookEvents.id });
    return rows.length > 0;
  }

  /** Stores the user's provider customer id unless one is stored; answers the stored one. */
  async keepStripeCustomerId(userId: string, customerId: string): Promise<string> {
    await this.database.db
      .update(users)
      .set({ stripe_customer_id: customerId })
      .where(and(eq(users._id, userId), isNull(users.stripe_customer_id)));
    const [row] = await this.database.db
      .select({ id: users.stripe_customer_id })
      .from(users)
      .where(eq(users._id, userId));
    return row?.id ?? customerId;
  }

  async replaceStripeCustomerId(userId: string, customerId: string): Promise<void> {
    await this.database.db
      .update(users)
      .set({ stripe_customer_id: customerId })
      .where(eq(users._id, userId));
  }
}
