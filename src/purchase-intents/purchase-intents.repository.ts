import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, inArray, SQL, sql } from 'drizzle-orm';
import { Database } from '@/database/database';
import {
  events,
  people,
  properties,
  purchaseIntentPeople,
  purchaseIntents,
  users,
} from '@/database/schema';
import type { Address, PURCHASE_INTENT_PERSON_ROLES } from '@/database/schema';

export type PurchaseIntentRow = typeof purchaseIntents.$inferSelect;
export type NewPurchaseIntent = typeof purchaseIntents.$inferInsert;
export type PurchaseIntentChanges = Partial<
  Omit<NewPurchaseIntent, '_id' | 'primary_buyer_id' | 'createdAt' | 'updatedAt'>
>;
export type PersonRole = (typeof PURCHASE_INTENT_PERSON_ROLES)[number];

export type BuyerRow = {
  _id: string;
  email: string;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  phone_number: string | null;
};

export type PropertyRow = Pick<typeof properties.$inferSelect, '_id' | 'address' | 'tenure'>;

/** A person on a purchase intent, with the link's role, relationship and amount. */
export type PurchaseIntentPersonRow = {
  purchase_intent_id: string;
  person_id: string;
  role: PersonRole;
  relationship: 'Parent' | 'Other Family' | 'Other' | null;
  amount: number | null;
  position: number;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  email: string | null;
  phone_number: string | null;
  correspondence_address: Address | null;
};

/** A purchase intent with everything its answer shows. */
export type PurchaseIntentRecord = {
  intent: PurchaseIntentRow;
  buyer: BuyerRow;
  property: PropertyRow | null;
  people: PurchaseIntentPersonRow[];
};

/** What to store for one additional buyer or giftor, in list order. */
export type PersonEntry = {
  /** An existing person of this purchase intent to keep; otherwise a new person is added. */
  personId?: string | null;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  email: string;
  phone_number: string;
  correspondence_address: Address | null;
  relationship: 'Parent' | 'Other Family' | 'Other' | null;
  amount: number | null;
};

const PERSON_TYPE: Record<PersonRole, 'buyer' | 'giftor'> = {
  additional_buyer: 'buyer',
  giftor: 'giftor',
};

@Injectable()
export class PurchaseIntentsRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  async findProperty(id: string): Promise<PropertyRow | undefined> {
    const [row] = await this.db
      .select({ _id: properties._id, address: properties.address, tenure: properties.tenure })
      .from(properties)
      .where(eq(properties._id, id));
    return row;
  }

  async insert(values: NewPurchaseIntent): Promise<PurchaseIntentRow> {
    const [row] = await this.db.insert(purchaseIntents).values(values).returning();
    return row;
  }

  /** The row, locked against concurrent changes until the surrounding transaction ends. */
  async findByIdForUpdate(id: string): Promise<PurchaseIntentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(purchaseIntents)
      .where(eq(purchaseIntents._id, id))
      .for('update');
    return row;
  }

  async findById(id: string): Promise<PurchaseIntentRow | undefined> {
    const [row] = await this.db.select().from(purchaseIntents).where(eq(purchaseIntents._id, id));
    return row;
  }

  async update(id: string, changes: PurchaseIntentChanges): Promise<void> {
    await this.db.update(purchaseIntents).set(changes).where(eq(purchaseIntents._id, id));
  }

  /** Records acceptance; the first acceptance time is kept. */
  async acceptTerms(id: string): Promise<void> {
    await this.db
      .update(purchaseIntents)
      .set({
        terms_and_conditions: true,
        terms_accepted_at: sql`coalesce(${purchaseIntents.terms_accepted_at}, now())`,
      })
      .where(eq(purchaseIntents._id, id));
  }

  /**
   * Marks the purchase intent active if it is not yet; true only for the call that did it, so
   * whatever follows a confirmation happens once even when two calls race.
   */
  async activateIfInactive(id: string): Promise<boolean> {
    const rows = await this.db
      .update(purchaseIntents)
      .set({ is_active: true })
      .where(and(eq(purchaseIntents._id, id), eq(purchaseIntents.is_active, false)))
      .returning({ _id: purchaseIntents._id });
    return rows.length === 1;
  }

  async recordEvent(event: {
    purchase_intent_id: string;
    event_name: string;
    author: string;
    authorName: string;
  }): Promise<void> {
    await this.db.insert(events).values({ ...event, type: 'system' });
  }

  async findRecord(id: string): Promise<PurchaseIntentRecord | undefined> {
    const [record] = await this.findRecords(eq(purchaseIntents._id, id));
    return record;
  }

  /** The buyer's purchase intents, newest first. */
  listRecordsForBuyer(userId: string): Promise<PurchaseIntentRecord[]> {
    return this.findRecords(eq(purchaseIntents.primary_buyer_id, userId));
  }

  private async findRecords(where: SQL): Promise<PurchaseIntentRecord[]> {
    const rows = await this.db
      .select({
        intent: purchaseIntents,
        buyer: {
          _id: users._id,
          email: users.email,
          first_name: users.first_name,
          middle_name: users.middle_name,
          last_name: users.last_name,
          phone_number: users.phone_number,
        },
        property: { _id: properties._id, address: properties.address, tenure: properties.tenure },
      })
      .from(purchaseIntents)
      .innerJoin(users, eq(users._id, purchaseIntents.primary_buyer_id))
      .leftJoin(properties, eq(properties._id, purchaseIntents.property_id))
      .where(where)
      .orderBy(desc(purchaseIntents.createdAt), desc(purchaseIntents._id));
    const linked = await this.listPeople(rows.map((row) => row.intent._id));
    return rows.map((row) => ({
      ...row,
      people: linked.filter((person) => person.purchase_intent_id === row.intent._id),
    }));
  }

  async listPeople(intentIds: string[]): Promise<PurchaseIntentPersonRow[]> {
    if (intentIds.length === 0) return [];
    return this.db
      .select({
        purchase_intent_id: purchaseIntentPeople.purchase_intent_id,
        person_id: purchaseIntentPeople.person_id,
        role: purchaseIntentPeople.role,
        relationship: purchaseIntentPeople.relationship,
        amount: purchaseIntentPeople.amount,
        position: purchaseIntentPeople.position,
        first_name: people.first_name,
        middle_name: people.middle_name,
        last_name: people.last_name,
        email: people.email,
        phone_number: people.phone_number,
        correspondence_address: people.correspondence_address,
      })
      .from(purchaseIntentPeople)
      .innerJoin(people, eq(people._id, purchaseIntentPeople.person_id))
      .where(inArray(purchaseIntentPeople.purchase_intent_id, intentIds))
      .orderBy(asc(purchaseIntentPeople.position), asc(purchaseIntentPeople._id));
  }

  /**
   * Makes the purchase intent's people of one role exactly `entries`, in order: entries naming one
   * of its people update that person, the others are added, and people left out are removed.
   * Call inside a transaction.
   */
  async replacePeople(intentId: string, role: PersonRole, entries: PersonEntry[]): Promise<void> {
    const existing = await this.db
      .select({ linkId: purchaseIntentPeople._id, personId: purchaseIntentPeople.person_id })
      .from(purchaseIntentPeople)
      .where(
        and(
          eq(purchaseIntentPeople.purchase_intent_id, intentId),
          eq(purchaseIntentPeople.role, role),
        ),
      );
    const linkOf = new Map(existing.map((row) => [row.personId, row.linkId]));
    const kept = new Set<string>();
    for (const [position, entry] of entries.entries()) {
      const details = {
        first_name: entry.first_name,
        middle_name: entry.middle_name,
        last_name: entry.last_name,
        email: entry.email,
        phone_number: entry.phone_number,
        correspondence_address: entry.correspondence_address,
      };
      const link = { relationship: entry.relationship, amount: entry.amount, position };
      const linkId = entry.personId ? linkOf.get(entry.personId) : undefined;
      if (entry.personId && linkId && !kept.has(entry.personId)) {
        kept.add(entry.personId);
        await this.db.update(people).set(details).where(eq(people._id, entry.personId));
        await this.db
          .update(purchaseIntentPeople)
          .set(link)
          .where(eq(purchaseIntentPeople._id, linkId));
        continue;
      }
      const [person] = await this.db
        .insert(people)
        .values({ ...details, person_type: PERSON_TYPE[role] })
        .returning({ _id: people._id });
      await this.db
        .insert(purchaseIntentPeople)
        .values({ ...link, purchase_intent_id: intentId, person_id: person._id, role });
    }
    const removed = existing.filter((row) => !kept.has(row.personId));
    if (removed.length > 0) {
      await this.db.delete(purchaseIntentPeople).where(
        inArray(
          purchaseIntentPeople._id,
          removed.map((row) => row.linkId),
        ),
      );
      await this.db.delete(people).where(
        inArray(
          people._id,
          removed.map((row) => row.personId),
        ),
      );
    }
  }
}
