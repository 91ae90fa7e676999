import { Injectable } from '@nestjs/common';
import { AdminConfigService } from '@/platform/settings/admin-config.service';
import { CompaniesService } from '@/accounts/companies/companies.service';
import { EstateAgentsService } from '@/partners/estate-agents/estate-agents.service';
import { LawFirmsService } from '@/partners/law-firms/law-firms.service';
import { PurchaseIntentsService } from '@/sales/purchases/purchase-intents.service';
import { SaleNotFoundError } from '@/sales/sale/sales.errors';
import { SalesService } from '@/sales/sale/services/sales.service';
import type { AdminTransactionDetailDto } from '../dto/admin-sale-detail.dto';
import { SaleDetailQueryRepository } from '../sale-detail.query-repository';
import { isConfirmed } from '@/sales/purchases/purchase-confirmed.rules';

const PAYMENT_TYPES = { stripe_direct: 'Stripe Direct', invoice: 'Invoice' } as const;

/**
 * Why the estate agent's Thirdfort e-mail cannot go, in the words the e-mail's own refusal uses
 * (identity-checks' THIRDFORT_EMAIL_MESSAGES), so the page can disable the button beforehand.
 */
export const THIRDFORT_EMAIL_BLOCKED = {
  noAgent: 'No estate agent is assigned to this transaction',
  notRequested: (side: string) =>
    `This estate agent has not asked for ${side} Thirdfort checks (see its Thirdfort settings)`,
  noRecipients: 'This estate agent has no Thirdfort requester emails',
  nobody: (side: string) => `This transaction has no ${side}s to report on`,
} as const;

/**
 * The back office's transaction detail (admin.md §2, §5): everything the page shows of one sale,
 * read from the modules that own each part. The identity-check tab reads it too.
 */
@Injectable()
export class SaleDetailService {
  constructor(
    private readonly queries: SaleDetailQueryRepository,
    private readonly sales: SalesService,
    private readonly lawFirms: LawFirmsService,
    private readonly purchaseIntents: PurchaseIntentsService,
    private readonly estateAgents: EstateAgentsService,
    private readonly companies: CompaniesService,
    private readonly adminConfig: AdminConfigService,
  ) {}

  /** 404 (SaleNotFoundError) unless the sale exists. */
  async assertExists(id: string): Promise<void> {
    if (!(await this.queries.findSale(id))) throw new SaleNotFoundError();
  }

  async get(id: string): Promise<AdminTransactionDetailDto> {
    const row = await this.queries.findSale(id);
    if (!row) throw new SaleNotFoundError();
    const [
      sale,
      groups,
      purchaseIntents,
      group,
      valuer,
      searches,
      status,
      settings,
      company,
      thirdfort,
    ] = await Promise.all([
      this.sales.adminGet(id),
      this.lawFirms.findLawyerGroups(
        [row.seller_lawyer_group_id, row.buyer_lawyer_group_id].filter(isString),
      ),
      this.purchaseIntents.adminListForSale(id),
      row.group_id ? this.queries.findGroup(row.group_id) : undefined,
      row.estate_agent_id ? this.estateAgents.findPrimaryValuer(row.estate_agent_id) : null,
      this.queries.countSearchOrders(id),
      this.queries.findStatus(id),
      this.adminConfig.get(),
      row.company_seller_id ? this.companies.get(row.company_seller_id) : null,
      row.estate_agent_id ? this.estateAgents.findThirdfort(row.estate_agent_id) : undefined,
    ]);
    if (!status) throw new SaleNotFoundError();
    const personIds = [
      ...sale.additional_sellers.map((person) => person.person_id),
      ...purchaseIntents.flatMap((intent) => [
        ...intent.additional_buyers.map((person) => person.person_id),
        ...intent.primary_buyer.giftors.map((person) => person.person_id),
      ]),
    ];
    const personUsers = await this.queries.findPersonUsers(personIds);
    const hasActiveBuyers = purchaseIntents.some(isConfirmed);
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
      withdrawn_at: row.withdrawn_at?.toISOString() ?? null,
      withdrawal_reason: row.withdrawal_reason,
      archived_at: row.archived_at?.toISOString() ?? null,
      person_users: personUsers,
      thirdfort_email_blocked: {
        sell: thirdfortEmailBlocked(thirdfort, 'sell', true),
        buy: thirdfortEmailBlocked(thirdfort, 'buy', hasActiveBuyers),
      },
    };
  }
}

function thirdfortEmailBlocked(
  agent: Awaited<ReturnType<EstateAgentsService['findThirdfort']>>,
  role: 'sell' | 'buy',
  hasPeople: boolean,
): string | null {
  const side = role === 'sell' ? 'seller' : 'buyer';
  if (!agent) return THIRDFORT_EMAIL_BLOCKED.noAgent;
  const requested =
    role === 'sell'
      ? agent.thirdfort.requestsSellerThirdfortChecks
      : agent.thirdfort.requestsBuyerThirdfortChecks;
  if (!requested) return THIRDFORT_EMAIL_BLOCKED.notRequested(side);
  if (agent.thirdfort.thirdfortRequesterEmails.length === 0) {
    return THIRDFORT_EMAIL_BLOCKED.noRecipients;
  }
  return hasPeople ? null : THIRDFORT_EMAIL_BLOCKED.nobody(side);
}

function isString(value: string | null): value is string {
  return value !== null;
}
