import { Inject, Injectable } from '@nestjs/common';
import { asc, desc, eq, inArray, SQL } from 'drizzle-orm';
import { Database } from '@/platform/database/database';
import {
  people,
  properties,
  purchaseIntentPeople,
  purchaseIntents,
  users,
} from '@/platform/database/schema';
import type { Address } from '@/platform/database/schema';
import type { PersonRole, PurchaseIntentRow } from './purchase-intents.repository';

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

/**
 * Purchase intents as their answers show them: with the buyer (users), the property (properties)
 * and the people on them (people), which other modules own.
 */
@Injectable()
export class PurchaseIntentsQueryRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  async findRecord(id: string): Promise<PurchaseIntentRecord | undefined> {
    const [record] = await this.findRecords(eq(purchaseIntents._id, id));
    return record;
  }

  /** The purchase intents of a sale (attached to it), newest first. */
  listRecordsForSale(transactionId: string): Promise<PurchaseIntentRecord[]> {
    return this.findRecords(eq(purchaseIntents.transaction_id, transactionId));
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
}
