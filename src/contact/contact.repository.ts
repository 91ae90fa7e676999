import { Inject, Injectable } from '@nestjs/common';
import { Database } from '@/database/database';
import { contactRequests } from '@/database/schema';

@Injectable()
export class ContactRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  async insert(request: typeof contactRequests.$inferInsert): Promise<void> {
    await this.database.db.insert(contactRequests).values(request);
  }
}
