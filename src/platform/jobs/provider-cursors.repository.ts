import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { Database } from '@/platform/database/database';
import { providerCursors } from '@/platform/database/schema';

/** Where each provider feed was read up to (the provider_cursors table), by feed name. */
@Injectable()
export class ProviderCursorsRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  async read(feed: string): Promise<string | null> {
    const [row] = await this.database.db
      .select({ cursor: providerCursors.cursor })
      .from(providerCursors)
      .where(eq(providerCursors.name, feed));
    return row?.cursor ?? null;
  }

  async save(feed: string, cursor: string | null, now: Date): Promise<void> {
    await this.database.db
      .insert(providerCursors)
      .values({ name: feed, cursor, updatedAt: now })
      .onConflictDoUpdate({ target: providerCursors.name, set: { cursor, updatedAt: now } });
  }
}
