import { Injectable } from '@nestjs/common';
import type { SessionUser } from '@/platform/common/decorators';
import { EventsService } from '@/platform/timeline/events.service';
import { MilestonesService } from '@/sales/milestones/milestones.service';
import { MovePurchaseIntentDto } from './dto/purchase-intent.dto';
import { PurchaseIntentNotFoundError, SaleToAttachNotFoundError } from './purchase-intents.errors';
import { PurchaseIntentsRepository } from './purchase-intents.repository';
import { PROPERTY_NOT_LISTED } from './purchase-intents.rules';
import { SalesOfPropertyQueryRepository } from './sales-of-property.query-repository';

/**
 * Which sale a purchase belongs to (purchase_intents.transaction_id, the one link every read
 * uses): chosen with the property, joined when the property goes on sale, or set by staff. Each
 * change is on the sales' timelines. Every method joins the caller's DB transaction.
 */
@Injectable()
export class PurchaseSaleLinks {
  constructor(
    private readonly repository: PurchaseIntentsRepository,
    private readonly sales: SalesOfPropertyQueryRepository,
    private readonly events: EventsService,
    private readonly milestones: MilestonesService,
  ) {}

  /** The sale a purchase of the chosen property belongs to (none for no property yet). */
  async saleOfChoice(propertyId: string | null): Promise<string | null> {
    if (!propertyId || propertyId === PROPERTY_NOT_LISTED) return null;
    return this.sales.currentSaleOf(propertyId);
  }

  async recordAttached(transactionId: string, purchaseIntentId: string): Promise<void> {
    await this.events.record({ transactionId, purchaseIntentId, name: 'purchase_attached' });
    // the sale's purchase going ahead may be this one now
    await this.milestones.refreshProgress(transactionId);
  }

  /**
   * Attaches the purchase to another sale (or to a sale at all), as staff do from the sale's
   * detail page: the purchase then buys that sale's property. Recorded on the timelines of both
   * sales with the admin as author; attaching it where it is already changes nothing. Run it in a
   * DB transaction (the purchase is locked first).
   */
  async move(admin: SessionUser, id: string, input: MovePurchaseIntentDto): Promise<void> {
    const intent = await this.repository.findByIdForUpdate(id);
    if (!intent) throw new PurchaseIntentNotFoundError();
    const sale = await this.sales.findSale(input.transactionId);
    if (!sale) throw new SaleToAttachNotFoundError();
    const from = intent.transaction_id;
    if (from === sale._id) return;
    await this.repository.update(id, { transaction_id: sale._id, property_id: sale.property_id });
    const comments = input.comments?.trim() || null;
    await this.events.record({
      transactionId: sale._id,
      purchaseIntentId: id,
      name: from ? 'purchase_moved' : 'purchase_attached',
      author: admin,
      comments: [from ? `Moved here from sale ${from}` : 'Attached to this sale', comments]
        .filter(Boolean)
        .join('. '),
    });
    if (from) {
      await this.events.record({
        transactionId: from,
        name: 'purchase_moved',
        author: admin,
        comments: [`Purchase ${id} moved to sale ${sale._id}`, comments].filter(Boolean).join('. '),
      });
      await this.milestones.refreshProgress(from);
    }
    await this.milestones.refreshProgress(sale._id);
  }

  /**
   * A seller has just put the property on sale: the purchases of it that belong to no sale yet
   * (their buyer chose the property first) join this one. Joins the caller's transaction.
   */
  async attachWaiting(propertyId: string, transactionId: string): Promise<void> {
    const attached = await this.repository.attachUnattachedOfProperty(propertyId, transactionId);
    for (const purchaseIntentId of attached) {
      await this.recordAttached(transactionId, purchaseIntentId);
    }
  }
}
