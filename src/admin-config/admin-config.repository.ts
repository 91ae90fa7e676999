import { Inject, Injectable } from '@nestjs/common';
import { asc, eq } from 'drizzle-orm';
import { Database } from '@/database/database';
import { adminConfig } from '@/database/schema';

export type AdminConfigRow = typeof adminConfig.$inferSelect;

/** The one row of back-office settings (`admin_config`). */
@Injectable()
export class AdminConfigRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  /** The settings row, if one was ever stored (the oldest, should there be several). */
  async find(): Promise<AdminConfigRow | undefined> {
    const [row] = await this.database.db
      .select()
      .from(adminConfig)
      .orderBy(asc(adminConfig._id))
      .limit(1);
    return row;
  }

  /** Writes the settings into the one row (made on the first change). */
  async save(settings: Omit<AdminConfigRow, '_id' | 'updatedAt'>): Promise<void> {
    const existing = await this.find();
    if (existing) {
      await this.database.db
        .update(adminConfig)
        .set({ ...settings, updatedAt: new Date() })
        .where(eq(adminConfig._id, existing._id));
    } else {
      await this.database.db.insert(adminConfig).values(settings);
    }
  }
}
