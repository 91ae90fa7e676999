import { Inject, Injectable } from '@nestjs/common';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { Database } from '@/platform/database/database';
import { users } from '@/platform/database/schema';

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

/** An erased user's e-mail: unique, and of a domain that never receives mail (RFC 2606). */
export function erasedEmail(id: string): string {
  return `erased-${id}@erased.invalid`;
}

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

  /** Activates the user (a first sign-in); undefined when staff deactivated them. */
  async activate(id: string): Promise<UserRow | undefined> {
    const [row] = await this.database.db
      .update(users)
      .set({ active: true })
      .where(and(eq(users._id, id), isNull(users.deactivated_at)))
      .returning();
    return row;
  }

  /** Deactivates the user; undefined when there is no such user or they already are. */
  async deactivate(id: string, now: Date): Promise<UserRow | undefined> {
    const [row] = await this.database.db
      .update(users)
      .set({ active: false, deactivated_at: now })
      .where(and(eq(users._id, id), isNull(users.deactivated_at)))
      .returning();
    return row;
  }

  /**
   * Erases the user (UK GDPR): names and contact details replaced, the e-mail a tombstone nobody
   * can sign in with, no sign-in any more. Undefined when there is no such user or they were
   * erased already.
   */
  async erase(id: string, now: Date): Promise<UserRow | undefined> {
    const [row] = await this.database.db
      .update(users)
      .set({
        email: erasedEmail(id),
        first_name: 'Erased',
        middle_name: null,
        last_name: 'customer',
        phone_number: null,
        correspondence_address: null,
        stripe_customer_id: null,
        active: false,
        deactivated_at: sql`coalesce(${users.deactivated_at}, ${now.toISOString()}::timestamptz)`,
        erased_at: now,
      })
      .where(and(eq(users._id, id), isNull(users.erased_at)))
      .returning();
    return row;
  }

  /** Lifts a deactivation; undefined when there is no such user or they are not deactivated. */
  async reactivate(id: string): Promise<UserRow | undefined> {
    const [row] = await this.database.db
      .update(users)
      .set({ active: true, deactivated_at: null })
      .where(and(eq(users._id, id), isNotNull(users.deactivated_at), isNull(users.erased_at)))
      .returning();
    return row;
  }

  /** Stores the user's payment provider customer id unless one is stored; answers the stored one. */
  async keepStripeCustomerId(id: string, customerId: string): Promise<string> {
    await this.database.db
      .update(users)
      .set({ stripe_customer_id: customerId })
      .where(and(eq(users._id, id), isNull(users.stripe_customer_id)));
    const [row] = await this.database.db
      .select({ id: users.stripe_customer_id })
      .from(users)
      .where(eq(users._id, id));
    return row?.id ?? customerId;
  }

  async replaceStripeCustomerId(id: string, customerId: string): Promise<void> {
    await this.database.db
      .update(users)
      .set({ stripe_customer_id: customerId })
      .where(eq(users._id, id));
  }

  /**
   * Staff's correction of a user's names, e-mail and mobile number; with `reverify`, the user is
   * no longer active until they open a sign-in link sent to the new address (a deactivated user
   * stays deactivated).
   */
  async correct(
    id: string,
    changes: UserChanges & { email?: string },
    reverify: boolean,
  ): Promise<UserRow | undefined> {
    const [row] = await this.database.db
      .update(users)
      .set({ ...changes, ...(reverify ? { active: false } : {}) })
      .where(and(eq(users._id, id), isNull(users.erased_at)))
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

  /**
   * Makes the e-mail an active admin, creating the user when needed. A user staff deactivated
   * stays deactivated (ADMIN_EMAILS is read at every start): only staff reactivate them.
   */
  async upsertAdmin(
    email: string,
    names: { first_name: string; last_name: string },
  ): Promise<UserRow> {
    const existing = await this.findByEmail(email);
    if (existing) {
      const [row] = await this.database.db
        .update(users)
        .set({ type: 'admin', active: sql`${users.deactivated_at} is null` })
        .where(eq(users._id, existing._id))
        .returning();
      return row;
    }
    return this.create({ email: email.toLowerCase(), type: 'admin', active: true, ...names });
  }
}
