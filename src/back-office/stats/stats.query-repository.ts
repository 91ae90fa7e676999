import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, eq, gte, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import { Database } from '@/platform/database/database';
import {
  lawFirms,
  lawyerGroups,
  properties,
  purchaseIntents,
  transactions,
  users,
} from '@/platform/database/schema';

export type Range = { start: Date; end: Date };

export type FirmCount = { lawFirmId: string; lawFirmName: string; count: number };

export type ReferralSource = {
  _id: string;
  name: string;
  address: (typeof properties.$inferSelect)['address'] | null;
  value: number | null;
  date_legal_started: Date | null;
};

/** Which customers a referral list is about. */
export type ReferralKind = 'foreignCurrency' | 'mortgageReferral';

const fullName = (fallback: string) =>
  sql<string>`coalesce(nullif(trim(concat_ws(' ', nullif(${users.first_name}, ''),
    nullif(${users.middle_name}, ''), nullif(${users.last_name}, ''))), ''), ${fallback})`;

/**
 * Stats & Metrics (admin.md §2): read-only aggregations over sales, purchase intents and
 * law firms, each one SQL query through an index on the date it counts by.
 */
@Injectable()
export class StatsQueryRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  /** Sales created in the range (transactions_created_idx). */
  async countTransactions({ start, end }: Range): Promise<number> {
    const [row] = await this.database.db
      .select({ total: count() })
      .from(transactions)
      .where(and(gte(transactions.createdAt, start), lt(transactions.createdAt, end)));
    return row.total;
  }

  /** Per law firm, sales whose solicitors were assigned in the range, on one side. */
  solicitorAssignments(side: 'seller' | 'buyer', { start, end }: Range): Promise<FirmCount[]> {
    const groupId =
      side === 'seller' ? transactions.seller_lawyer_group_id : transactions.buyer_lawyer_group_id;
    return this.database.db
      .select({ lawFirmId: lawFirms._id, lawFirmName: lawFirms.name, count: count() })
      .from(transactions)
      .innerJoin(lawyerGroups, eq(lawyerGroups._id, groupId))
      .innerJoin(lawFirms, eq(lawFirms._id, lawyerGroups.law_firm_id))
      .where(
        and(
          gte(transactions.solicitors_assigned_at, start),
          lt(transactions.solicitors_assigned_at, end),
          isNotNull(groupId),
        ),
      )
      .groupBy(lawFirms._id, lawFirms.name);
  }

  /** Paid sales created since `since` whose seller asked for the referral. */
  sellerReferrals(kind: ReferralKind, since: Date): Promise<ReferralSource[]> {
    const flag: SQL =
      kind === 'foreignCurrency'
        ? eq(transactions.is_using_foreign_currency, true)
        : eq(transactions.requiresMortgageReferral, true);
    return this.database.db
      .select({
        _id: transactions._id,
        name: fullName('Unknown Seller'),
        address: properties.address,
        value: transactions.asking_price,
        date_legal_started: transactions.date_legal_started,
      })
      .from(transactions)
      .innerJoin(users, eq(users._id, transactions.primary_seller_id))
      .leftJoin(properties, eq(properties._id, transactions.property_id))
      .where(and(flag, gte(transactions.createdAt, since), transactions.is_paid))
      .orderBy(asc(transactions.createdAt));
  }

  /** Confirmed purchases created since `since` whose buyer asked for the referral. */
  async buyerReferrals(kind: ReferralKind, since: Date): Promise<ReferralSource[]> {
    const flag: SQL =
      kind === 'foreignCurrency'
        ? eq(purchaseIntents.is_using_foreign_currency, true)
        : eq(purchaseIntents.requiresMortgageReferral, true);
    const rows = await this.database.db
      .select({
        _id: purchaseIntents._id,
        name: fullName('Unknown Buyer'),
        address: properties.address,
        value: purchaseIntents.agreed_price,
      })
      .from(purchaseIntents)
      .innerJoin(users, eq(users._id, purchaseIntents.primary_buyer_id))
      .leftJoin(properties, eq(properties._id, purchaseIntents.property_id))
      .where(and(flag, eq(purchaseIntents.is_active, true), gte(purchaseIntents.createdAt, since)))
      .orderBy(asc(purchaseIntents.createdAt));
    // A purchase's legal work is tracked on the sale, not the purchase: 'Not started' (§2).
    return rows.map((row) => ({ ...row, date_legal_started: null }));
  }
}
