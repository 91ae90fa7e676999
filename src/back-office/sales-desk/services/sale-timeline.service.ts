import { Injectable } from '@nestjs/common';
import type { EventDto } from '@/platform/timeline/dto/event.dto';
import { EventsService } from '@/platform/timeline/events.service';
import { PurchaseIntentsService } from '@/sales/purchases/purchase-intents.service';
import { SaleDetailService } from '@/sales/sale/services/sale-detail.service';

/** A sale's timeline as the back office reads it. */
@Injectable()
export class SaleTimelineService {
  constructor(
    private readonly detail: SaleDetailService,
    private readonly purchaseIntents: PurchaseIntentsService,
    private readonly events: EventsService,
  ) {}

  /**
   * A sale's timeline, oldest first: its events and those of its purchases, so every change made
   * on its detail page is on it.
   */
  async list(id: string): Promise<EventDto[]> {
    await this.detail.assertExists(id);
    const purchases = await this.purchaseIntents.adminIdsForSale(id);
    return this.events.listForTransaction(id, purchases);
  }

  /** The timeline's milestones (the journey's steps), oldest first. */
  async milestones(id: string): Promise<EventDto[]> {
    return (await this.list(id)).filter((event) => event.milestone);
  }
}
