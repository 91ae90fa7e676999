import { Inject, Injectable } from '@nestjs/common';
import { count, desc, eq, not, SQL } from 'drizzle-orm';
import type { PageWindow } from '@/common/pagination';
import { Database } from '@/database/database';
import { properties, transactions, users } from '@/database/schema';
import { isPaidSql } from '@/orders/paid';

/** What the back office filters sales by; null means "any". Issue 10 adds the feed's filters. */
export type TransactionsFilter = { paid: boolean | null };

export type TransactionListRow = {
  _id: string;
  type: 'resale' | 'development';
  createdAt: Date;
  asking_price: number | null;
  tags: string[];
  address: (typeof properties.$inferSelect)['address'];
  seller: { _id: string; first_name: string; last_name: string; email: string };
  paid: boolean;
};

/**
 * The back office's read model of sales: one SQL query per page, newest first (through
 * transactions_created_idx), with "paid" from the orders module's one definition. Each filter
 * is a condition here, each column a field of the row; counts run the same conditions.
 */
@Injectable()
export class TransactionsQueryRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  listPage(filter: TransactionsFilter, window: PageWindow): Promise<TransactionListRow[]> {
    return this.database.db
      .select({
        _id: transactions._id,
        type: transactions.type,
        createdAt: transactions.createdAt,
        asking_price: transactions.asking_price,
        tags: transactions.tags,
        address: properties.address,
        seller: {
          _id: users._id,
          first_name: users.first_name,
          last_name: users.last_name,
          email: users.email,
        },
        paid: isPaidSql(transactions._id),
      })
      .from(transactions)
      .innerJoin(properties, eq(properties._id, transactions.property_id))
      .innerJoin(users, eq(users._id, transactions.primary_seller_id))
      .where(whereOf(filter))
      .orderBy(desc(transactions.createdAt), desc(transactions._id))
      .offset(window.offset)
      .limit(window.limit);
  }

  countAll(): Promise<number> {
    return this.count({ paid: null });
  }

  async count(filter: TransactionsFilter): Promise<number> {
    const [row] = await this.database.db
      .select({ total: count() })
      .from(transactions)
      .where(whereOf(filter));
    return row.total;
  }
}

function whereOf(filter: TransactionsFilter): SQL | undefined {
  if (filter.paid === null) return undefined;
  const paid = isPaidSql(transactions._id);
  return filter.paid ? paid : not(paid);
}
