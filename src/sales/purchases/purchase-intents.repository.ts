import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { Database } from '@/platform/database/database';
import { purchaseIntentPeople, purchaseIntents } from '@/platform/database/schema';
import type { PURCHASE_INTENT_PERSON_ROLES } from '@/platform/database/schema';

export type PurchaseIntentRow = typeof purchaseIntents.$inferSelect;
export type NewPurchaseIntent = typeof purchaseIntents.$inferInsert;
export type PurchaseIntentChanges = Partial<
  Omit<NewPurchaseIntent, '_id' | 'primary_buyer_id' | 'createdAt' | 'updatedAt'>
>;
export type PersonRole = (typeof PURCHASE_INTENT_PERSON_ROLES)[number];

/** How one person is on the purchase intent's list (giftors say how they relate and give). */
export type PersonLink = {
  personId: string;
  relationship: 'Parent' | 'Other Family' | 'Other' | null;
  amount: number | null;
};

export type SaleLink = { purchaseIntentId: string; buyerId: string; transactionId: string | null };
export type LinkedSale = { purchaseIntentId: string; transactionId: string };
@Injectable()
export class PurchaseIntentsRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  private get db() {
    return this.database.db;
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
  async acceptTerms(id: string, at: Date): Promise<void> {
    await this.db
      .update(purchaseIntents)
      .set({
        terms_and_conditions: true,
        terms_accepted_at: sql`coalesce(${purchaseIntents.terms_accepted_at}, ${at})`,
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

  /** The ids of the purchase intents `listRecordsForSale` answers. */
  async listIdsForSale(transactionId: string): Promise<string[]> {
    const rows = await this.db
      .select({ _id: purchaseIntents._id })
      .from(purchaseIntents)
      .where(eq(purchaseIntents.transaction_id, transactionId));
    return rows.map((row) => row._id);
  }

  /**
   * Attaches the property's purchases that belong to no sale yet to this one (a seller has just
   * put the property on sale); answers their ids.
   */
  async attachUnattachedOfProperty(propertyId: string, transactionId: string): Promise<string[]> {
    const rows = await this.db
      .update(purchaseIntents)
      .set({ transaction_id: transactionId })
      .where(
        and(eq(purchaseIntents.property_id, propertyId), isNull(purchaseIntents.transaction_id)),
      )
      .returning({ _id: purchaseIntents._id });
    return rows.map((row) => row._id);
  }

  /** The ids of the purchase intent's people of one role, in order. */
  async listPersonIds(intentId: string, role: PersonRole): Promise<string[]> {
    const rows = await this.db
      .select({ personId: purchaseIntentPeople.person_id })
      .from(purchaseIntentPeople)
      .where(peopleOf(intentId, role))
      .orderBy(asc(purchaseIntentPeople.position), asc(purchaseIntentPeople._id));
    return rows.map((row) => row.personId);
  }

  /** Makes the purchase intent's people of one role exactly `links`, in that order. */
  async relinkPeople(intentId: string, role: PersonRole, links: PersonLink[]): Promise<void> {
    await this.db.delete(purchaseIntentPeople).where(peopleOf(intentId, role));
    if (links.length === 0) return;
    await this.db.insert(purchaseIntentPeople).values(
      links.map((link, position) => ({
        purchase_intent_id: intentId,
        person_id: link.personId,
        role,
        relationship: link.relationship,
        amount: link.amount,
        position,
      })),
    );
  }

  /** Who bought and which sale it is linked to, if any. */
  async findSaleLink(id: string): Promise<SaleLink | undefined> {
    const [row] = await this.db
      .select({
        purchaseIntentId: purchaseIntents._id,
        buyerId: purchaseIntents.primary_buyer_id,
        transactionId: purchaseIntents.transaction_id,
      })
      .from(purchaseIntents)
      .where(eq(purchaseIntents._id, id));
    return row;
  }

  /** The buyer's purchase intents that are linked to a sale, newest first. */
  async listSaleLinksOfBuyer(userId: string): Promise<LinkedSale[]> {
    const rows = await this.db
      .select({
        purchaseIntentId: purchaseIntents._id,
        transactionId: purchaseIntents.transaction_id,
      })
      .from(purchaseIntents)
      .where(
        and(
          eq(purchaseIntents.primary_buyer_id, userId),
          isNotNull(purchaseIntents.transaction_id),
        ),
      )
      .orderBy(desc(purchaseIntents.createdAt), desc(purchaseIntents._id));
    return rows.map((row) => ({
      purchaseIntentId: row.purchaseIntentId,
      transactionId: row.transactionId!,
    }));
  }
}

/** The links of the purchase intent's people of one role. */
function peopleOf(intentId: string, role: PersonRole) {
  return and(
    eq(purchaseIntentPeople.purchase_intent_id, intentId),
    eq(purchaseIntentPeople.role, role),
  );
}
