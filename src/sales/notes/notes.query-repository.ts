import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { Database } from '@/platform/database/database';
import { transactions } from '@/platform/database/schema';

/**
 * What notes read of other modules' tables: whether a sale exists. Read here rather than through
 * the sales module so that any module (the sales module's own included) can import NotesModule.
 */
@Injectable()
export class NotesQueryRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  async saleExists(transactionId: string): Promise<boolean> {
    const [row] = await this.database.db
      .select({ id: transactions._id })
      .from(transactions)
      .where(eq(transactions._id, transactionId));
    return row !== undefined;
  }
}
