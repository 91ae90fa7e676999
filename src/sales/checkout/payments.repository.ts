import { Inject, Injectable } from '@nestjs/common';
import { Database } from '@/platform/database/database';
import { processedWebhookEvents } from '@/platform/database/schema';

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
}
