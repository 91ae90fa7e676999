import { Injectable } from '@nestjs/common';
import { formatAddress } from '@/platform/common/address';
import type { SessionUser } from '@/platform/common/decorators';
import type { Address } from '@/platform/database/schema';
import { HomeDashboardDto, PropertyCardDto, type CardStatus } from './dto/home.dto';
import {
  HomeQueryRepository,
  type PurchaseCardFacts,
  type SaleCardFacts,
} from './home.query-repository';

type CardRow = {
  id: string;
  address: Address | null;
  createdAt: Date;
  complete: boolean;
  termsAccepted: boolean;
  propertyId: string | null;
  status: CardStatus;
};

/**
 * A sale's status tag (issue 25), the first that holds: Withdrawn, Completed (its latest active
 * purchase completed), In progress (solicitors instructed, or a purchase attached), Paid,
 * Awaiting payment (terms accepted), else Information Needed (onboarding not finished).
 */
export const saleStatus = (sale: SaleCardFacts): CardStatus => {
  if (sale.withdrawn) return 'withdrawn';
  if (sale.completed) return 'completed';
  if (sale.solicitorsInstructed || sale.purchaseAttached) return 'in_progress';
  if (sale.paid) return 'paid';
  if (sale.termsAccepted) return 'awaiting_payment';
  return 'information_needed';
};

/**
 * A purchase's status tag: Withdrawn (aborted, or its sale withdrawn), Completed, Information
 * Needed until the buyer confirms the fees, then In progress. A buyer pays nothing at onboarding
 * (legal fees are paid on completion), so a purchase is never 'Awaiting payment' nor 'Paid'.
 */
export const purchaseStatus = (purchase: PurchaseCardFacts): CardStatus => {
  if (purchase.withdrawn) return 'withdrawn';
  if (purchase.completed) return 'completed';
  if (!purchase.active) return 'information_needed';
  return 'in_progress';
};

/**
 * The home dashboard's cards: every sale and every purchase of the signed-in user, newest first,
 * each with its status tag. A sale is complete (opens its dashboard) once paid, a purchase once
 * its fees are confirmed; otherwise the card resumes the onboarding.
 */
@Injectable()
export class HomeService {
  constructor(private readonly queries: HomeQueryRepository) {}

  async dashboard(viewer: SessionUser): Promise<HomeDashboardDto> {
    const [sales, purchases] = await Promise.all([
      this.queries.listSales(viewer._id),
      this.queries.listPurchases(viewer._id),
    ]);
    return {
      sales: toCards(
        sales.map((sale) => ({
          ...sale,
          complete: sale.paid,
          propertyId: null,
          status: saleStatus(sale),
        })),
        'sell',
      ),
      purchases: toCards(
        purchases.map((purchase) => ({
          ...purchase,
          complete: purchase.active,
          status: purchaseStatus(purchase),
        })),
        'buy',
      ),
    };
  }
}

const OVER: readonly CardStatus[] = ['completed', 'withdrawn'];

/**
 * Newest first. Archived means over or abandoned, never merely older (docs/decisions/customer-home.md
 * 'What counts as archived'): completed or withdrawn, or an onboarding left unfinished when a
 * newer one of the same kind was started. A paid sale or a confirmed purchase in progress is
 * never archived, however many newer ones there are.
 */
function toCards(rows: CardRow[], type: 'sell' | 'buy'): PropertyCardDto[] {
  return rows.map((row, index) => ({
    transactionId: row.id,
    address: formatAddress(row.address),
    type,
    complete: row.complete,
    archived: OVER.includes(row.status) || (!row.complete && index > 0),
    status: row.status,
    termsAccepted: row.termsAccepted,
    propertyId: row.propertyId,
    createdAt: row.createdAt.toISOString(),
  }));
}
