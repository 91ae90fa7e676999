import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '@/platform/common/clock';
import type { SessionUser } from '@/platform/common/decorators';
import { ValidationError } from '@/platform/common/errors';
import { Database } from '@/platform/database/database';
import { EventsService } from '@/platform/timeline/events.service';
import type { LawyerGroupDto } from '@/partners/law-firms/dto/law-firm.dto';
import { LawFirmsService } from '@/partners/law-firms/law-firms.service';
import { MilestonesService } from '@/sales/milestones/milestones.service';
import { ukCalendarDay } from '@/platform/common/uk-day';
import { ProgressChangesService } from '@/sales/progress-emails/progress-changes.service';
import type { AssignLawyerGroupsDto } from '../dto/admin-sale-input.dto';
import { SaleNotFoundError } from '../sales.errors';
import { SalesRepository } from '../sales.repository';
import { SolicitorIntroductionsService } from './solicitor-introductions.service';

/** What staff hear when a solicitor assignment breaks a rule. */
export const SOLICITOR_MESSAGES = {
  lawyerGroupNotFound: 'Lawyer group not found',
  nonPanelSellerEmail:
    'The seller introduction e-mail cannot be sent: the seller solicitor is not on the panel',
} as const;

/**
 * Staff assign a sale's solicitors (admin.md §2, §5): the seller's and the buyer's lawyer groups,
 * the dates they were first assigned and legal work started, the timeline event and the
 * introduction e-mails asked for, all committed together.
 */
@Injectable()
export class SaleSolicitorsService {
  constructor(
    @Inject(Database) private readonly database: Database,
    private readonly repository: SalesRepository,
    private readonly lawFirms: LawFirmsService,
    private readonly introductions: SolicitorIntroductionsService,
    private readonly events: EventsService,
    private readonly progress: ProgressChangesService,
    private readonly milestones: MilestonesService,
    private readonly clock: Clock,
  ) {}

  /**
   * Assigns the seller's and the buyer's solicitors (lawyer groups) and queues the introduction
   * e-mails asked for: to each checked side's solicitor, and to the estate agent's primary
   * valuer when they have an e-mail address. A non-panel seller solicitor gets no seller
   * introduction (admin.md §2), so asking for one is refused.
   */
  async assign(admin: SessionUser, id: string, body: AssignLawyerGroupsDto): Promise<void> {
    const { seller: sellerGroupId, buyer: buyerGroupId } = body.lawyerGroupsIds;
    const groups = await this.lawFirms.findLawyerGroups([sellerGroupId, buyerGroupId]);
    const sellerGroup = groups.find((group) => group._id === sellerGroupId);
    const buyerGroup = groups.find((group) => group._id === buyerGroupId);
    if (!sellerGroup || !buyerGroup) {
      throw new ValidationError([SOLICITOR_MESSAGES.lawyerGroupNotFound]);
    }
    const send = {
      seller: body.sendCheckedEmails?.seller ?? false,
      buyer: body.sendCheckedEmails?.buyer ?? false,
    };
    if (send.seller && !sellerGroup.panel_solicitor) {
      throw new ValidationError([SOLICITOR_MESSAGES.nonPanelSellerEmail]);
    }
    const context = await this.introductions.contextFor(id);

    await this.database.transaction(async () => {
      const sale = await this.repository.findByIdForUpdate(id);
      if (!sale) throw new SaleNotFoundError();
      const now = this.clock.now();
      await this.repository.update(id, {
        seller_lawyer_group_id: sellerGroup._id,
        buyer_lawyer_group_id: buyerGroup._id,
        solicitors_assigned_at: sale.solicitors_assigned_at ?? now,
        date_legal_started: sale.date_legal_started ?? now,
      });
      await this.events.record({
        transactionId: id,
        name: 'solicitors_assigned',
        author: admin,
        comments: `Seller: ${groupLabel(sellerGroup)}; Buyer: ${groupLabel(buyerGroup)}`,
      });
      await this.milestones.record({
        key: 'solicitors_instructed',
        transactionId: id,
        purchaseIntentId: null,
        occurredAt: ukCalendarDay(now),
        author: { source: 'staff', user: admin },
        ifUnreached: true,
      });
      // Each side's customer hears when their own side's solicitor is instructed (or changes).
      if (sale.seller_lawyer_group_id !== sellerGroup._id) {
        await this.progress.saleMoved(id, { milestone: 'solicitors' });
      }
      if (sale.buyer_lawyer_group_id !== buyerGroup._id) {
        await this.progress.buyerSideMoved(id, { milestone: 'solicitors' });
      }
      if (send.seller) {
        await this.introductions.queue(admin, context, 'seller', sellerGroup, body.seller_comments);
      }
      if (send.buyer) {
        await this.introductions.queue(admin, context, 'buyer', buyerGroup, body.buyer_comments);
      }
    });
  }
}

/** 'Avon Sellers (Avon Law)', with ' (Non-Panel)' for a solicitor off the panel. */
export function groupLabel(group: LawyerGroupDto): string {
  return `${group.name} (${group.law_firm.name})${group.panel_solicitor ? '' : ' (Non-Panel)'}`;
}
