import { Inject, Injectable } from '@nestjs/common';
import { eq, sql } from 'drizzle-orm';
import { Database } from '@/database/database';
import { users } from '@/database/schema';

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
}
