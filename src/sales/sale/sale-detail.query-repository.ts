import { Inject, Injectable } from '@nestjs/common';
import { eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { Database } from '@/platform/database/database';
import type { SaleIdentityStatus } from '@/platform/database/reads/sale-status.sql';
import {
  people,
  searchOrders,
  transactionGroups,
  transactions,
  users,
} from '@/platform/database/schema';
import {
  estateAgentCompleteSql,
  searchesCompletedSql,
  solicitorsAssignedSql,
} from '@/platform/database/reads/sale-status.sql';

/** What the detail page shows of the sale's own row besides its TransactionDto. */
export type SaleDetailRow = Pick<
  typeof transactions.$inferSelect,
  | '_id'
  | 'group_id'
  | 'seller_lawyer_group_id'
  | 'buyer_lawyer_group_id'
  | 'solicitors_assigned_at'
  | 'date_legal_started'
  | 'estate_agent_id'
  | 'company_seller_id'
  | 'createdAt'
  | 'withdrawn_at'
  | 'withdrawal_reason'
  | 'archived_at'
>;

/** A sale's five statuses: the feed's icons and the detail page's tab alerts. */
export type SaleStatusRow = {
  paid: boolean;
  estate_agent_complete: boolean;
  solicitors_assigned: boolean;
  searches_completed: boolean;
  identity_status: SaleIdentityStatus;
};

/** The back office's detail page of one sale: its row, group, searches and statuses. */
@Injectable()
export class SaleDetailQueryRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  async findSale(id: string): Promise<SaleDetailRow | undefined> {
    const [row] = await this.database.db
      .select({
        _id: transactions._id,
        group_id: transactions.group_id,
        seller_lawyer_group_id: transactions.seller_lawyer_group_id,
        buyer_lawyer_group_id: transactions.buyer_lawyer_group_id,
        solicitors_assigned_at: transactions.solicitors_assigned_at,
        date_legal_started: transactions.date_legal_started,
        estate_agent_id: transactions.estate_agent_id,
        company_seller_id: transactions.company_seller_id,
        createdAt: transactions.createdAt,
        withdrawn_at: transactions.withdrawn_at,
        withdrawal_reason: transactions.withdrawal_reason,
        archived_at: transactions.archived_at,
      })
      .from(transactions)
      .where(eq(transactions._id, id));
    return row;
  }

  /** The name of a sale's development group. */
  async findGroup(id: string): Promise<{ _id: string; name: string } | undefined> {
    const [row] = await this.database.db
      .select({ _id: transactionGroups._id, name: transactionGroups.name })
      .from(transactionGroups)
      .where(eq(transactionGroups._id, id));
    return row;
  }

  /** How many search orders a sale has (admin.md §4: searches are complete once ordered). */
  async countSearchOrders(id: string): Promise<number> {
    const [row] = await this.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(searchOrders)
      .where(eq(searchOrders.transaction_id, id));
    return row?.n ?? 0;
  }

  /** The five statuses of one sale, worked out as the list's columns are (admin.md §4). */
  async findStatus(id: string): Promise<SaleStatusRow | undefined> {
    const [row] = await this.database.db
      .select({
        paid: transactions.is_paid,
        estate_agent_complete: sql<boolean>`${estateAgentCompleteSql}`,
        solicitors_assigned: sql<boolean>`${solicitorsAssignedSql}`,
        searches_completed: searchesCompletedSql,
        identity_status: transactions.identity_status,
      })
      .from(transactions)
      .where(eq(transactions._id, id));
    return row;
  }

  /**
   * The user account of each person who has one: the person's own link, else the user of the
   * same e-mail address (any case), as identity checks match people.
   */
  async findPersonUsers(personIds: string[]): Promise<{ person_id: string; user_id: string }[]> {
    if (personIds.length === 0) return [];
    const sameEmail = alias(users, 'same_email_user');
    const rows = await this.database.db
      .select({
        person_id: people._id,
        user_id: sql<string | null>`coalesce(${people.user_id}, ${sameEmail._id})`,
      })
      .from(people)
      .leftJoin(sameEmail, sql`lower(${sameEmail.email}) = lower(${people.email})`)
      .where(inArray(people._id, personIds));
    return rows.flatMap((row) =>
      row.user_id ? [{ person_id: row.person_id, user_id: row.user_id }] : [],
    );
  }
}
