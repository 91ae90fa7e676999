import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, sql } from 'drizzle-orm';
import { Database } from '@/database/database';
import { properties, purchaseIntents, orders, transactions, users } from '@/database/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserChanges = Partial<
  Pick<
    UserRow,
    | 'first_name'
    | 'middle_name'
    | 'last_name'
    | 'phone_number'
    | 'correspondence_address'
    | 'stripe_customer_id'
  >
>;

export type PropertyCardRow = {
  id: string;
  address: Record<string, unknown> | null;
  createdAt: Date;
  complete: boolean;
};

@Injectable()
export class UsersRepository {
  /** Read on every signed-in request: built and planned once (prepared statement). */
  private readonly byId;

  constructor(@Inject(Database) private readonly database: Database) {
    this.byId = database.db
      .select()
      .from(users)
      .where(eq(users._id, sql.placeholder('id')))
      .prepare('users_find_by_id');
  }

  async findById(id: string): Promise<UserRow | undefined> {
    // The prepared statement runs outside any transaction: inside one, read through it.
    const [row] = this.database.inTransaction
      ? await this.database.db.select().from(users).where(eq(users._id, id))
      : await this.byId.execute({ id });
    return row;
  }

  async findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
    return row;
  }

  async create(user: NewUser): Promise<UserRow> {
    const [row] = await this.database.db.insert(users).values(user).returning();
    return row;
  }

  async activate(id: string): Promise<UserRow> {
    const [row] = await this.database.db
      .update(users)
      .set({ active: true })
      .where(eq(users._id, id))
      .returning();
    return row;
  }

  async update(id: string, changes: UserChanges): Promise<UserRow | undefined> {
    const [row] = await this.database.db
      .update(users)
      .set(changes)
      .where(eq(users._id, id))
      .returning();
    return row;
  }

  /** Makes the e-mail an active admin, creating the user when needed. */
  async upsertAdmin(
    email: string,
    names: { first_name: string; last_name: string },
  ): Promise<UserRow> {
    const existing = await this.findByEmail(email);
    if (existing) {
      const [row] = await this.database.db
        .update(users)
        .set({ type: 'admin', active: true })
        .where(eq(users._id, existing._id))
        .returning();
      return row;
    }
    return this.create({ email: email.toLowerCase(), type: 'admin', active: true, ...names });
  }

  /** The user's sales, newest first, with whether the first order was paid. */
  async listSales(userId: string): Promise<PropertyCardRow[]> {
    const firstOrderStatus = sql<string | null>`(
      select ${orders.stripe_transaction_status} from ${orders}
      where ${orders.transaction_id} = ${transactions._id}
      order by ${orders.createdAt} asc, ${orders._id} asc limit 1)`;
    const rows = await this.database.db
      .select({
        id: transactions._id,
        address: properties.address,
        createdAt: transactions.createdAt,
        status: firstOrderStatus,
      })
      .from(transactions)
      .innerJoin(properties, eq(properties._id, transactions.property_id))
      .where(eq(transactions.primary_seller_id, userId))
      .orderBy(desc(transactions.createdAt), desc(transactions._id));
    return rows.map((row) => ({
      id: row.id,
      address: row.address,
      createdAt: row.createdAt,
      complete: row.status === 'succeeded',
    }));
  }

  /** The user's purchases, newest first; complete once fees were confirmed (is_active). */
  async listPurchases(userId: string): Promise<PropertyCardRow[]> {
    const rows = await this.database.db
      .select({
        id: purchaseIntents._id,
        address: properties.address,
        createdAt: purchaseIntents.createdAt,
        complete: purchaseIntents.is_active,
      })
      .from(purchaseIntents)
      .leftJoin(properties, eq(properties._id, purchaseIntents.property_id))
      .where(and(eq(purchaseIntents.primary_buyer_id, userId)))
      .orderBy(desc(purchaseIntents.createdAt), desc(purchaseIntents._id));
    return rows;
  }
}
