import { Injectable } from '@nestjs/common';
import { formatAddress } from '@/platform/common/address';
import type { SessionUser } from '@/platform/common/decorators';
import { OrdersService } from '@/sales/payments/orders.service';
import { PurchaseIntentsService } from '@/sales/purchases/purchase-intents.service';
import type { LinkedTransactionDto, TransactionDto } from '../dto/sale.dto';
import { SaleNotFoundError } from '../sales.errors';
import { toLinkedSaleDto, toSaleDto } from '../sales.mapping';
import { SalesQueryRepository, type SaleCardRow } from '../sales.query-repository';

/** What the payment receipt says about the sale it was paid for. */
export type ReceiptDetails = {
  email: string;
  firstName: string;
  /** The primary seller's full name (first, middle, last). */
  fullName: string;
  address: string;
  /** The property's address, one part a line. */
  addressLines: string[];
};

/**
 * The sale as its seller sees it (TransactionDto, the back office's detail grows from it), the
 * sales linked to a buyer's purchases, the dashboard's cards and the receipts' details.
 */
@Injectable()
export class SaleViewsService {
  constructor(
    private readonly queries: SalesQueryRepository,
    private readonly orders: OrdersService,
    private readonly purchaseIntents: PurchaseIntentsService,
  ) {}

  async view(id: string): Promise<TransactionDto> {
    const [view] = await this.views([id]);
    if (!view) throw new SaleNotFoundError();
    return view;
  }

  /** The sales of `ids` that exist, in that order. */
  async views(ids: string[]): Promise<TransactionDto[]> {
    const [rows, sellers, orders] = await Promise.all([
      this.queries.findViewRows(ids),
      this.queries.listSellers(ids),
      this.orders.listForTransactions(ids),
    ]);
    return rows.map((row) =>
      toSaleDto(
        row,
        sellers.filter((seller) => seller.transaction_id === row.sale._id),
        orders.filter((order) => order.transaction_id === row.sale._id),
      ),
    );
  }

  /** The sale a purchase intent is linked to, as its buyer (or the sale's seller) sees it. */
  async linkedToPurchase(
    viewer: SessionUser,
    purchaseIntentId: string,
  ): Promise<LinkedTransactionDto> {
    const link = await this.purchaseIntents.findSaleLink(purchaseIntentId);
    const [row] = link?.transactionId ? await this.queries.findViewRows([link.transactionId]) : [];
    if (!link || !row) throw new SaleNotFoundError();
    const mayRead = link.buyerId === viewer._id || row.sale.primary_seller_id === viewer._id;
    if (!mayRead) throw new SaleNotFoundError();
    return toLinkedSaleDto(row, purchaseIntentId);
  }

  /** The sales linked to the buyer's purchase intents, newest purchase first. */
  async linkedToPurchasesOf(buyerId: string): Promise<LinkedTransactionDto[]> {
    const links = await this.purchaseIntents.listSaleLinksOfBuyer(buyerId);
    const rows = await this.queries.findViewRows([...new Set(links.map((l) => l.transactionId))]);
    const byId = new Map(rows.map((row) => [row.sale._id, row]));
    return links.flatMap((link) => {
      const row = byId.get(link.transactionId);
      return row ? [toLinkedSaleDto(row, link.purchaseIntentId)] : [];
    });
  }

  /** The seller's sales as home-dashboard cards, newest first. */
  cardsForSeller(userId: string): Promise<SaleCardRow[]> {
    return this.queries.listCardsForSeller(userId);
  }

  async receiptDetails(saleId: string): Promise<ReceiptDetails> {
    const [row] = await this.queries.findViewRows([saleId]);
    if (!row) throw new SaleNotFoundError();
    return {
      email: row.seller.email,
      firstName: row.seller.first_name,
      fullName: [row.seller.first_name, row.seller.middle_name, row.seller.last_name]
        .filter((part) => part?.trim())
        .join(' '),
      address: formatAddress(row.property.address),
      addressLines: formatAddress(row.property.address).split(', '),
    };
  }
}
