import { Inject, Injectable } from '@nestjs/common';
import { AdminConfigService } from '@/admin-config/admin-config.service';
import { formatAddress } from '@/common/address';
import { Clock } from '@/common/clock';
import type { SessionUser } from '@/common/decorators';
import { ValidationError } from '@/common/errors';
import { CompaniesService } from '@/companies/companies.service';
import { Database } from '@/database/database';
import { EmailService } from '@/email/email.service';
import { EstateAgentsService } from '@/estate-agents/estate-agents.service';
import { EventsService } from '@/events/events.service';
import type { LawyerGroupDto } from '@/law-firms/dto/law-firm.dto';
import { LawFirmsService } from '@/law-firms/law-firms.service';
import type { PurchaseIntentDto } from '@/purchase-intents/dto/purchase-intent-response.dto';
import { PurchaseIntentsService } from '@/purchase-intents/purchase-intents.service';
import type {
  AdminTransactionDetailDto,
  AssignLawyerGroupsDto,
} from './dto/admin-transaction-detail.dto';
import type { TransactionDto } from './dto/transaction.dto';
import { TransactionNotFoundError } from './transactions.errors';
import { TransactionsQueryRepository } from './transactions.query-repository';
import { TransactionsRepository, type TransactionRow } from './transactions.repository';
import { TransactionsService } from './transactions.service';

/** What the back office's tags and solicitor assignment answer when a rule is broken. */
export const DETAIL_MESSAGES = {
  unknownTags: (tags: string[]) =>
    `Not a tag of the admin config: ${tags.join(', ')}. Add it to the config first.`,
  estateAgentNotFound: 'Estate agent not found',
  lawyerGroupNotFound: 'Lawyer group not found',
  nonPanelSellerEmail:
    'The seller introduction e-mail cannot be sent: the seller solicitor is not on the panel',
} as const;

const PAYMENT_TYPES = { stripe_direct: 'Stripe Direct', invoice: 'Invoice' } as const;

/**
 * The back office's transaction detail (admin.md §2, §5): everything the page shows, and the
 * changes made from it (tags, estate agent, solicitors). Each change and its timeline event, and
 * any e-mail it sends, commit together.
 */
@Injectable()
export class AdminTransactionDetailService {
  constructor(
    @Inject(Database) private readonly database: Database,
    private readonly transactions: TransactionsService,
    private readonly repository: TransactionsRepository,
    private readonly queries: TransactionsQueryRepository,
    private readonly lawFirms: LawFirmsService,
    private readonly companies: CompaniesService,
    private readonly purchaseIntents: PurchaseIntentsService,
    private readonly estateAgents: EstateAgentsService,
    private readonly adminConfig: AdminConfigService,
    private readonly events: EventsService,
    private readonly emails: EmailService,
    private readonly clock: Clock,
  ) {}

  async get(id: string): Promise<AdminTransactionDetailDto> {
    const row = await this.repository.findById(id);
    if (!row) throw new TransactionNotFoundError();
    const [sale, groups, purchaseIntents, group, valuer, searches, status, settings, company] =
      await Promise.all([
        this.transactions.adminGet(id),
        this.lawFirms.findLawyerGroups(
          [row.seller_lawyer_group_id, row.buyer_lawyer_group_id].filter(isString),
        ),
        this.purchaseIntents.adminListForSale(id),
        row.group_id ? this.repository.findGroup(row.group_id) : undefined,
        row.estate_agent_id ? this.estateAgents.findPrimaryValuer(row.estate_agent_id) : null,
        this.repository.countSearchOrders(id),
        this.queries.findStatus(id),
        this.adminConfig.get(),
        row.company_seller_id ? this.companies.get(row.company_seller_id) : null,
      ]);
    if (!status) throw new TransactionNotFoundError();
    const byId = (groupId: string | null) => groups.find((g) => g._id === groupId) ?? null;
    const firstOrder = sale.orders[0];
    const switchover = settings.thirdfort_v2_switchover_date;
    return {
      ...sale,
      group: group ?? null,
      lawyer_group: {
        seller: byId(row.seller_lawyer_group_id),
        buyer: byId(row.buyer_lawyer_group_id),
      },
      date_solicitor_groups_assigned: {
        assigned_at: row.solicitors_assigned_at?.toISOString() ?? null,
        date_legal_started: row.date_legal_started?.toISOString() ?? null,
      },
      estate_agent_primary_valuer: valuer,
      paid: sale.complete,
      paid_at: sale.complete ? (firstOrder?.paid_at ?? null) : null,
      payment_type: firstOrder ? PAYMENT_TYPES[firstOrder.payment_type] : null,
      purchase_intents: purchaseIntents,
      searches_ordered: searches,
      status,
      thirdfort_v2: switchover !== null && switchover < row.createdAt,
      company_seller: company,
    };
  }

  /**
   * Replaces the sale's tags with `tags`: each one of the admin config's tags, or one the sale
   * has already (a tag since removed from the config may stay, never be added).
   */
  async setTags(
    admin: SessionUser,
    id: string,
    tags: string[],
  ): Promise<AdminTransactionDetailDto> {
    const wanted = [...new Set(tags.map((tag) => tag.trim()).filter(Boolean))];
    const allowed = (await this.adminConfig.get()).tags;
    await this.database.transaction(async () => {
      const sale = await this.lockSale(id);
      const unknown = wanted.filter((tag) => !allowed.includes(tag) && !sale.tags.includes(tag));
      if (unknown.length > 0) throw new ValidationError([DETAIL_MESSAGES.unknownTags(unknown)]);
      if (sameList(sale.tags, wanted)) return;
      await this.repository.update(id, { tags: wanted });
      await this.events.record({
        transactionId: id,
        name: 'tags_updated',
        author: admin,
        comments: wanted.length > 0 ? `Tags: ${wanted.join(', ')}` : 'Tags cleared',
      });
    });
    return this.get(id);
  }

  /** Assigns an estate agent (admin.md §5 'Assign estate agent'); recorded on the timeline. */
  async setEstateAgent(
    admin: SessionUser,
    id: string,
    estateAgentId: string,
  ): Promise<AdminTransactionDetailDto> {
    if (!(await this.estateAgents.findChoice(estateAgentId))) {
      throw new ValidationError([DETAIL_MESSAGES.estateAgentNotFound]);
    }
    await this.transactions.adminSetEstateAgentStatus(admin, id, 'assigned', estateAgentId);
    return this.get(id);
  }

  /**
   * Assigns the seller's and the buyer's solicitors (lawyer groups) and queues the introduction
   * e-mails asked for: to each checked side's solicitor, and to the estate agent's primary
   * valuer when they have an e-mail address. A non-panel seller solicitor gets no seller
   * introduction (admin.md §2), so asking for one is refused.
   */
  async assignLawyerGroups(
    admin: SessionUser,
    id: string,
    body: AssignLawyerGroupsDto,
  ): Promise<AdminTransactionDetailDto> {
    const { seller: sellerGroupId, buyer: buyerGroupId } = body.lawyerGroupsIds;
    const groups = await this.lawFirms.findLawyerGroups([sellerGroupId, buyerGroupId]);
    const sellerGroup = groups.find((group) => group._id === sellerGroupId);
    const buyerGroup = groups.find((group) => group._id === buyerGroupId);
    if (!sellerGroup || !buyerGroup) {
      throw new ValidationError([DETAIL_MESSAGES.lawyerGroupNotFound]);
    }
    const send = {
      seller: body.sendCheckedEmails?.seller ?? false,
      buyer: body.sendCheckedEmails?.buyer ?? false,
    };
    if (send.seller && !sellerGroup.panel_solicitor) {
      throw new ValidationError([DETAIL_MESSAGES.nonPanelSellerEmail]);
    }
    const detail = await this.get(id);

    await this.database.transaction(async () => {
      const sale = await this.lockSale(id);
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
      if (send.seller) {
        await this.introduce(admin, detail, 'seller', sellerGroup, body.seller_comments);
      }
      if (send.buyer) {
        await this.introduce(admin, detail, 'buyer', buyerGroup, body.buyer_comments);
      }
    });
    return this.get(id);
  }

  /**
   * Queues one side's introduction: to the side's solicitor, and to the estate agent's primary
   * valuer when they have an e-mail address (admin.md §2: without one, none goes to the agent).
   * The event says who it went to and why anyone was left out.
   */
  private async introduce(
    admin: SessionUser,
    sale: AdminTransactionDetailDto,
    side: 'seller' | 'buyer',
    group: LawyerGroupDto,
    comments: string | undefined,
  ): Promise<void> {
    const address = formatAddress(sale.property.address);
    const solicitor = `${group.solicitor.first_name} ${group.solicitor.last_name}`;
    const sent: string[] = [];
    const notSent: string[] = [];
    if (group.solicitor.email) {
      await this.emails.queue(group.solicitor.email, 'solicitor-introduction', {
        solicitorName: solicitor,
        side,
        address,
        clients: side === 'seller' ? sellerNames(sale) : buyerNames(sale.purchase_intents),
        estateAgent: sale.estate_agent?.label ?? null,
        comments: comments?.trim() || null,
      });
      sent.push('the solicitor');
    } else {
      notSent.push('none to the solicitor: no e-mail address');
    }
    const valuer = sale.estate_agent_primary_valuer;
    if (valuer?.email) {
      await this.emails.queue(valuer.email, 'valuer-introduction', {
        valuerName: `${valuer.first_name} ${valuer.last_name}`,
        side,
        address,
        solicitor,
        lawFirm: group.law_firm.name,
      });
      sent.push('the estate agent');
    } else {
      notSent.push(
        sale.estate_agent
          ? 'none to the estate agent: the primary valuer has no e-mail address'
          : 'none to an estate agent: none is assigned',
      );
    }
    const intro = `${capitalise(side)} introduction`;
    await this.events.record({
      transactionId: sale._id,
      name: 'introduction_email_queued',
      author: admin,
      comments: [
        sent.length > 0 ? `${intro} to ${sent.join(' and ')}` : `${intro} not sent`,
        ...notSent,
      ].join('; '),
    });
  }

  private async lockSale(id: string): Promise<TransactionRow> {
    const sale = await this.repository.findByIdForUpdate(id);
    if (!sale) throw new TransactionNotFoundError();
    return sale;
  }
}

function isString(value: string | null): value is string {
  return value !== null;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

function groupLabel(group: LawyerGroupDto): string {
  return `${group.name} (${group.law_firm.name})${group.panel_solicitor ? '' : ' (Non-Panel)'}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function sellerNames(sale: TransactionDto): string[] {
  const primary = sale.primary_seller.user;
  return [
    `${primary.first_name} ${primary.last_name}`,
    ...sale.additional_sellers.map((person) => `${person.first_name} ${person.last_name}`),
  ];
}

function buyerNames(intents: readonly PurchaseIntentDto[]): string[] {
  const active = intents.find((intent) => intent.is_active);
  if (!active) return [];
  const primary = active.primary_buyer.user;
  return [
    `${primary.first_name} ${primary.last_name}`,
    ...active.additional_buyers.map((person) => `${person.first_name} ${person.last_name}`),
  ];
}
