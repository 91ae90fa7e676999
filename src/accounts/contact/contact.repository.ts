import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { Database } from '@/platform/database/database';
import { contactRequests } from '@/platform/database/schema';

@Injectable()
export class ContactRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  /** Deletes the contact requests sent from `email` (any case). */
  async deleteFrom(email: string): Promise<number> {
    const rows = await this.database.db
      .delete(contactRequests)
      .where(sql`lower(${contactRequests.email}) = ${email.toLowerCase()}`)
      .returning({ _id: contactRequests._id });
    return rows.length;
  }

  async insert(request: typeof contactRequests.$inferInsert): Promise<void> {
    await this.database.db.insert(contactRequests).values(request);
  }
}
