import { Injectable } from '@nestjs/common';
import { formatAddress } from '@/common/address';
import type { SessionUser } from '@/common/decorators';
import type { Address } from '@/database/schema';
import { PurchaseIntentsService } from '@/purchase-intents/purchase-intents.service';
import { SalesService } from '@/sales/services/sales.service';
import { HomeDashboardDto, PropertyCardDto } from './dto/home.dto';

type CardRow = {
  id: string;
  address: Address | null;
  createdAt: Date;
  complete: boolean;
  termsAccepted: boolean;
  propertyId: string | null;
  finished: boolean;
};

/**
 * The home dashboard's cards: the signed-in user's sales (complete once paid) and purchases
 * (complete once active), each read by the module that owns them.
 */
@Injectable()
export class HomeService {
  constructor(
    private readonly sales: SalesService,
    private readonly purchaseIntents: PurchaseIntentsService,
  ) {}

  async dashboard(viewer: SessionUser): Promise<HomeDashboardDto> {
    const [sales, purchases] = await Promise.all([
      this.sales.listCardsForSeller(viewer._id),
      this.purchaseIntents.listCardsForBuyer(viewer._id),
    ]);
    return {
      sales: toCards(
        sales.map((sale) => ({ ...sale, complete: sale.paid, propertyId: null })),
        'sell',
      ),
      purchases: toCards(
        purchases.map((purchase) => ({ ...purchase, complete: purchase.active })),
        'buy',
      ),
    };
  }
}

/**
 * Newest first. Archived means over or abandoned, never merely older (docs/decisions/customer-home.md
 * 'What counts as archived'): a finished one (its purchase completed, or a purchase completed or aborted), or an
 * onboarding left unfinished when a newer one of the same kind was started. A paid sale or a
 * confirmed purchase in progress always shows.
 */
function toCards(rows: CardRow[], type: 'sell' | 'buy'): PropertyCardDto[] {
  return rows.map((row, index) => ({
    transactionId: row.id,
    address: formatAddress(row.address),
    type,
    complete: row.complete,
    archived: row.finished || (!row.complete && index > 0),
    termsAccepted: row.termsAccepted,
    propertyId: row.propertyId,
    createdAt: row.createdAt.toISOString(),
  }));
}
