import { Inject, Injectable } from '@nestjs/common';
import { eq, inArray, or, sql } from 'drizzle-orm';
import { Database } from '@/platform/database/database';
import { people } from '@/platform/database/schema';

export type PersonRow = typeof people.$inferSelect;
export type PersonType = PersonRow['person_type'];
export type PersonFields = Pick<
  PersonRow,
  'first_name' | 'middle_name' | 'last_name' | 'email' | 'phone_number' | 'correspondence_address'
>;

/** The `people` table. Lists that hold people (a sale's sellers, a purchase's buyers) link to it. */
@Injectable()
export class PeopleRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  async create(personType: PersonType, fields: PersonFields): Promise<PersonRow> {
    const [row] = await this.database.db
      .insert(people)
      .values({ ...fields, person_type: personType })
      .returning();
    return row;
  }

  async update(id: string, fields: PersonFields): Promise<void> {
    await this.database.db.update(people).set(fields).where(eq(people._id, id));
  }

  /**
   * Anonymises the people records of an erased customer: those linked to their account or
   * carrying their e-mail address (any case).
   */
  async anonymiseFor(userId: string, email: string): Promise<number> {
    const rows = await this.database.db
      .update(people)
      .set({
        first_name: 'Erased',
        middle_name: null,
        last_name: 'person',
        email: null,
        phone_number: null,
        correspondence_address: null,
      })
      .where(or(eq(people.user_id, userId), sql`lower(${people.email}) = ${email.toLowerCase()}`))
      .returning({ _id: people._id });
    return rows.length;
  }

  /** Deletes people no list links to any more (call after unlinking them). */
  async deleteMany(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.database.db.delete(people).where(inArray(people._id, ids));
  }
}
