import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { Database } from '@/platform/database/database';
import { adminConfig } from '@/platform/database/schema';

export type AdminConfigRow = typeof adminConfig.$inferSelect;
export type AdminSettings = Omit<AdminConfigRow, '_id' | 'updatedAt'>;

/** The one row of back-office settings (`admin_config`; its unique index allows no second). */
@Injectable()
export class AdminConfigRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  async find(): Promise<AdminConfigRow | undefined> {
    const [row] = await this.database.db.select().from(adminConfig).limit(1);
    return row;
  }

  /** The row, locked until the open transaction ends (a change reads, then writes it). */
  async findForUpdate(): Promise<AdminConfigRow | undefined> {
    const [row] = await this.database.db.select().from(adminConfig).limit(1).for('update');
    return row;
  }

  /** Stores `settings` unless a row exists already; answers whether it did. */
  async insertIfMissing(settings: AdminSettings): Promise<boolean> {
    const inserted = await this.database.db
      .insert(adminConfig)
      .values(settings)
      .onConflictDoNothing()
      .returning({ _id: adminConfig._id });
    return inserted.length > 0;
  }

  async update(id: string, settings: AdminSettings, at: Date): Promise<void> {
    await this.database.db
      .update(adminConfig)
      .set({ ...settings, updatedAt: at })
      .where(eq(adminConfig._id, id));
  }
}
