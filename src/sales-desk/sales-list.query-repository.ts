import { Inject, Injectable } from '@nestjs/common';
import { and, count, desc, eq, isNull, not, SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PageWindow } from '@/common/pagination';
import { Database } from '@/database/database';
import {
  estateAgents,
  lawFirms,
  lawyerGroups,
  properties,
  purchaseIntents,
  transactionGroups,
  transactions,
  users,
} from '@/database/schema';
import {
  activeBuyersOf,
  additionalSellersOf,
  latestBuyersOf,
  latestPurchaseOf,
} from '@/sale-parties/sale-parties.sql';
import {
  estateAgentCompleteSql,
  SALE,
  searchesCompletedSql,
  solicitorsAssignedSql,
} from './sale-status.sql';

/**
 * What the back office filters sales by (admin.md §7 "Find all"); null means "any". The feed's
 * chips and the transactions table's paid filter are these conditions, all applied in SQL.
 */
export type SalesFilter = {
  paid: boolean | null;
  groupId: string | null;
  estateAgentAssigned: boolean | null;
  solicitorsAssigned: boolean | null;
  searchesCompleted: boolean | null;
  thirdfortChecksCompleted: boolean | null;
};

export const NO_FILTER: SalesFilter = {
  paid: null,
  groupId: null,
  estateAgentAssigned: null,
  solicitorsAssigned: null,
  searchesCompleted: null,
  thirdfortChecksCompleted: null,
};

/** The sale's identity-check status, kept by the database (migration 0004). */
export type SaleIdentityStatus = (typeof transactions.$inferSelect)['identity_status'];

export type ListPerson = { first_name: string; last_name: string; email: string | null };
export type ListSolicitor = { lawyer_group_id: string; name: string; law_firm_name: string };

export type SaleListRow = {
  _id: string;
  type: 'resale' | 'development';
  createdAt: Date;
  asking_price: number | null;
  tags: string[];
  address: (typeof properties.$inferSelect)['address'];
  seller: { _id: string; first_name: string; last_name: string; email: string };
  additional_sellers: ListPerson[];
  paid: boolean;
  estate_agent: { _id: string; name: string } | null;
  estate_agent_status: (typeof transactions.$inferSelect)['estate_agent_status'];
  seller_solicitor: ListSolicitor | null;
  buyer_solicitor: ListSolicitor | null;
  group: { _id: string; name: string } | null;
  date_legal_started: Date | null;
  sale_agreed_at: Date | null;
  exchanged_at: Date | null;
  completed_at: Date | null;
  latest_buyers: ListPerson[];
  active_buyers: ListPerson[];
  searches_completed: boolean;
  identity_status: SaleIdentityStatus;
  latest_event: { event_name: string; date_time: string } | null;
};

const sellerGroups = alias(lawyerGroups, 'seller_lawyer_group');
const sellerFirms = alias(lawFirms, 'seller_law_firm');
const buyerGroups = alias(lawyerGroups, 'buyer_lawyer_group');
const buyerFirms = alias(lawFirms, 'buyer_law_firm');

const additionalSellersSql = additionalSellersOf(SALE) as SQL<ListPerson[]>;
const latestBuyersSql = latestBuyersOf(SALE) as SQL<ListPerson[]>;
const activeBuyersSql = activeBuyersOf(SALE) as SQL<ListPerson[]>;

const latestEventSql = sql<{ event_name: string; date_time: string } | null>`(select
  json_build_object('event_name', e.event_name, 'date_time', e.date_time)
  from events e where e.transaction_id = ${SALE}
  order by e.date_time desc, e.id desc limit 1)`;

/**
 * The back office's read model of sales: one SQL query per page, newest first (through
 * transactions_created_idx), with "paid" from the orders module's one definition. Each filter
 * is a condition here, each column a field of the row; counts run the same conditions.
 */
@Injectable()
export class SalesListQueryRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  async listPage(filter: SalesFilter, window: PageWindow): Promise<SaleListRow[]> {
    // The page's ids first (filters, order, offset), so the columns below are worked out for
    // the rows of the page only, however deep the page.
    const page = this.database.db
      .select({ id: transactions._id })
      .from(transactions)
      .where(whereOf(filter))
      .orderBy(desc(transactions.createdAt), desc(transactions._id))
      .offset(window.offset)
      .limit(window.limit)
      .as('page');
    const rows = await this.database.db
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
        additional_sellers: additionalSellersSql,
        paid: transactions.is_paid,
        estate_agent_id: estateAgents._id,
        estate_agent_name: estateAgents.display_name,
        estate_agent_status: transactions.estate_agent_status,
        seller_group_id: sellerGroups._id,
        seller_group_name: sellerGroups.name,
        seller_firm_name: sellerFirms.name,
        buyer_group_id: buyerGroups._id,
        buyer_group_name: buyerGroups.name,
        buyer_firm_name: buyerFirms.name,
        group_id: transactionGroups._id,
        group_name: transactionGroups.name,
        date_legal_started: transactions.date_legal_started,
        sale_agreed_at: purchaseIntents.sale_agreed_at,
        exchanged_at: purchaseIntents.exchanged_at,
        completed_at: purchaseIntents.completed_at,
        latest_buyers: latestBuyersSql,
        active_buyers: activeBuyersSql,
        searches_completed: searchesCompletedSql,
        identity_status: transactions.identity_status,
        latest_event: latestEventSql,
      })
      .from(transactions)
      .innerJoin(page, eq(page.id, transactions._id))
      .innerJoin(properties, eq(properties._id, transactions.property_id))
      .innerJoin(users, eq(users._id, transactions.primary_seller_id))
      .leftJoin(estateAgents, eq(estateAgents._id, transactions.estate_agent_id))
      .leftJoin(sellerGroups, eq(sellerGroups._id, transactions.seller_lawyer_group_id))
      .leftJoin(sellerFirms, eq(sellerFirms._id, sellerGroups.law_firm_id))
      .leftJoin(buyerGroups, eq(buyerGroups._id, transactions.buyer_lawyer_group_id))
      .leftJoin(buyerFirms, eq(buyerFirms._id, buyerGroups.law_firm_id))
      .leftJoin(transactionGroups, eq(transactionGroups._id, transactions.group_id))
      // the dates are the latest purchase's
      .leftJoin(purchaseIntents, eq(purchaseIntents._id, latestPurchaseOf(SALE)))
      .orderBy(desc(transactions.createdAt), desc(transactions._id));
    return rows.map((row) => ({
      _id: row._id,
      type: row.type,
      createdAt: row.createdAt,
      asking_price: row.asking_price,
      tags: row.tags,
      address: row.address,
      seller: row.seller,
      additional_sellers: row.additional_sellers,
      paid: row.paid,
      estate_agent:
        row.estate_agent_id && row.estate_agent_name
          ? { _id: row.estate_agent_id, name: row.estate_agent_name }
          : null,
      estate_agent_status: row.estate_agent_status,
      seller_solicitor: solicitorOf(
        row.seller_group_id,
        row.seller_group_name,
        row.seller_firm_name,
      ),
      buyer_solicitor: solicitorOf(row.buyer_group_id, row.buyer_group_name, row.buyer_firm_name),
      group: row.group_id && row.group_name ? { _id: row.group_id, name: row.group_name } : null,
      date_legal_started: row.date_legal_started,
      sale_agreed_at: row.sale_agreed_at,
      exchanged_at: row.exchanged_at,
      completed_at: row.completed_at,
      latest_buyers: row.latest_buyers,
      active_buyers: row.active_buyers,
      searches_completed: row.searches_completed,
      identity_status: row.identity_status,
      latest_event: row.latest_event,
    }));
  }

  countAll(): Promise<number> {
    return this.count(NO_FILTER);
  }

  async count(filter: SalesFilter): Promise<number> {
    const [row] = await this.database.db
      .select({ total: count() })
      .from(transactions)
      .where(whereOf(filter));
    return row.total;
  }
}

function solicitorOf(
  id: string | null,
  name: string | null,
  firm: string | null,
): ListSolicitor | null {
  return id && name !== null && firm !== null
    ? { lawyer_group_id: id, name, law_firm_name: firm }
    : null;
}

/** A yes/no filter: the condition, its negation, or nothing. */
function either(value: boolean | null, condition: SQL): SQL | undefined {
  if (value === null) return undefined;
  return value ? condition : not(condition);
}

function whereOf(filter: SalesFilter): SQL | undefined {
  return and(
    either(filter.paid, eq(transactions.is_paid, true)),
    filter.groupId === null ? undefined : eq(transactions.group_id, filter.groupId),
    either(filter.estateAgentAssigned, estateAgentCompleteSql),
    filter.solicitorsAssigned === null
      ? undefined
      : filter.solicitorsAssigned
        ? solicitorsAssignedSql
        : and(
            isNull(transactions.seller_lawyer_group_id),
            isNull(transactions.buyer_lawyer_group_id),
          ),
    either(filter.searchesCompleted, searchesCompletedSql),
    either(filter.thirdfortChecksCompleted, eq(transactions.identity_status, 'complete')),
  );
}
