import { MilestonesService } from '@/sales/milestones/milestones.service';
import { Injectable } from '@nestjs/common';
import { AdminConfigService } from '@/platform/settings/admin-config.service';
import { Clock } from '@/platform/common/clock';
import type { SessionUser } from '@/platform/common/decorators';
import { timeSaved } from '@/sales/progression/time-saved.rules';
import type { OtherSideDto, PersonCheckDto, TrackerDto, TrackerTimingDto } from './dto/tracker.dto';
import { TrackedPurchaseNotFoundError, TrackedSaleNotFoundError } from './tracker.errors';
import {
  TrackerQueryRepository,
  type PurchaseDatesRow,
  type SaleTrackerRow,
} from './tracker.query-repository';
import {
  checksStep,
  personCheck,
  searchesStep,
  searchProgress,
  withStates,
  wholeDays,
  type Step,
} from './tracker.rules';

const allComplete = (checks: PersonCheckDto[]) =>
  checks.length > 0 && checks.every((check) => check.status === 'complete');

/**
 * The customer's tracker (issue 25): one read per sale (its primary seller) or purchase (its
 * primary buyer) of what staff recorded, with only what the customer may see.
 */
@Injectable()
export class TrackerService {
  constructor(
    private readonly repository: TrackerQueryRepository,
    private readonly config: AdminConfigService,
    private readonly milestones: MilestonesService,
    private readonly clock: Clock,
  ) {}

  async forSale(viewer: Pick<SessionUser, '_id'>, saleId: string): Promise<TrackerDto> {
    const sale = await this.repository.findSale(saleId);
    if (!sale || sale.primary_seller_id !== viewer._id) throw new TrackedSaleNotFoundError();
    const [purchase, sellers, searchRows, buyerChecks] = await Promise.all([
      this.repository.findActivePurchaseOfSale(saleId),
      this.repository.listSellers(saleId),
      this.repository.listSearches(saleId),
      this.buyerChecksOfSale(saleId),
    ]);
    const checks = sellers.map(personCheck);
    const searches = searchRows.map(searchProgress);
    const steps: Step[] = [
      {
        key: 'paid',
        label: 'Onboarded and paid',
        state: sale.is_paid ? 'done' : 'pending',
        date: sale.is_paid ? sale.paid_at : null,
        detail: null,
      },
      estateAgentStep(sale),
      await this.solicitorsStep(sale.seller_lawyer_group_id, sale.solicitors_assigned_at),
      checksStep(checks),
      searchesStep(searches),
      ...datedSteps(purchase),
    ];
    const withdrawn = sale.withdrawn_at !== null;
    if (withdrawn) {
      steps.push({
        key: 'withdrawn',
        label: 'Withdrawn',
        state: 'failed',
        date: sale.withdrawn_at,
        detail: 'This sale was withdrawn. Contact us if you have any questions.',
      });
    }
    const otherSide: OtherSideDto = {
      title: 'The buyer',
      items: [
        { key: 'buyer_found', label: 'Buyer found', done: purchase !== undefined },
        {
          key: 'solicitor_instructed',
          label: "Buyer's solicitor instructed",
          done: purchase !== undefined && sale.buyer_lawyer_group_id !== null,
        },
        {
          key: 'checks_complete',
          label: "Buyer's checks complete",
          done: purchase !== undefined && allComplete(buyerChecks),
        },
      ],
    };
    return {
      side: 'seller',
      milestones: withStates(steps, withdrawn),
      checks,
      searches,
      other_side: otherSide,
      timing: await this.timing(purchase),
      own_check_complete: checks.some((c) => c.role === 'you' && c.status === 'complete'),
      forecast: await this.milestones.forecastFor({ transactionId: saleId }),
    };
  }

  async forPurchase(viewer: Pick<SessionUser, '_id'>, purchaseId: string): Promise<TrackerDto> {
    const purchase = await this.repository.findPurchase(purchaseId);
    if (!purchase || purchase.primary_buyer_id !== viewer._id) {
      throw new TrackedPurchaseNotFoundError();
    }
    const saleId = purchase.transaction_id;
    const sale = saleId ? await this.repository.findSale(saleId) : undefined;
    // The sale's buyer side (its lawyer group, its checks) is this purchase's while it is the
    // sale's latest purchase.
    const ours = sale !== undefined && purchase.is_sales_latest;
    const [buyers, sellers, searchRows] = await Promise.all([
      this.repository.listBuyers(purchaseId, ours ? sale.id : null),
      sale ? this.repository.listSellers(sale.id) : Promise.resolve([]),
      sale ? this.repository.listSearches(sale.id) : Promise.resolve([]),
    ]);
    const checks = buyers.map(personCheck);
    const sellerSearches = searchRows.map(searchProgress);
    const steps: Step[] = [
      {
        key: 'paid',
        label: 'Onboarded and fees confirmed',
        // confirmed (purchases/purchase-confirmed.rules.ts; not imported: purchases read this)
        state: purchase.is_active ? 'done' : 'pending',
        date: purchase.is_active ? purchase.confirmed_at : null,
        detail: null,
      },
      await this.solicitorsStep(
        ours ? sale.buyer_lawyer_group_id : null,
        ours ? sale.solicitors_assigned_at : null,
      ),
      checksStep(checks),
      ...datedSteps(purchase),
    ];
    const withdrawnAt = purchase.aborted_at ?? sale?.withdrawn_at ?? null;
    const withdrawn = withdrawnAt !== null;
    if (withdrawn) {
      steps.push({
        key: 'withdrawn',
        label: 'Withdrawn',
        state: 'failed',
        date: withdrawnAt,
        detail: purchase.aborted_at
          ? 'This purchase was withdrawn. Contact us if you have any questions.'
          : 'The seller withdrew this sale. Contact us if you have any questions.',
      });
    }
    const liveSearches = sellerSearches.filter((search) => search.state !== 'cancelled');
    const otherSide: OtherSideDto = {
      title: 'The seller',
      items: [
        {
          key: 'solicitor_instructed',
          label: "Seller's solicitor instructed",
          done: sale !== undefined && sale.seller_lawyer_group_id !== null,
        },
        {
          key: 'checks_complete',
          label: "Seller's checks complete",
          done: allComplete(sellers.map(personCheck)),
        },
        {
          key: 'searches',
          label: 'Searches returned',
          done:
            liveSearches.length > 0 && liveSearches.every((search) => search.state === 'returned'),
        },
      ],
    };
    return {
      side: 'buyer',
      milestones: withStates(steps, withdrawn),
      checks,
      searches: [],
      other_side: otherSide,
      timing: await this.timing(purchase),
      own_check_complete: checks.some((c) => c.role === 'you' && c.status === 'complete'),
      // the sale's forecast while this purchase is the one going ahead; else its own
      forecast: withdrawn
        ? null
        : ours
          ? await this.milestones.forecastFor({ transactionId: sale.id })
          : sale
            ? null
            : await this.milestones.forecastFor({
                transactionId: null,
                purchaseIntentId: purchaseId,
              }),
    };
  }

  /** The buyers (and giftors) of the sale's latest purchase, with their checks of the sale. */
  private async buyerChecksOfSale(saleId: string): Promise<PersonCheckDto[]> {
    const purchase = await this.repository.findActivePurchaseOfSale(saleId);
    if (!purchase) return [];
    const latest = await this.repository.findPurchase(purchase.id);
    if (!latest?.is_sales_latest) return [];
    return (await this.repository.listBuyers(purchase.id, saleId)).map(personCheck);
  }

  /** Solicitors instructed: the firm and the solicitor of the customer's own side. */
  private async solicitorsStep(groupId: string | null, assignedAt: string | null): Promise<Step> {
    const group = groupId ? await this.repository.findLawyerGroup(groupId) : undefined;
    if (!group) {
      return {
        key: 'solicitors',
        label: 'Solicitors instructed',
        state: 'pending',
        date: null,
        detail: null,
      };
    }
    const solicitor = group.solicitor;
    const name = solicitor ? `${solicitor.first_name} ${solicitor.last_name}`.trim() : '';
    const contact = [name, solicitor?.email].filter(Boolean).join(', ');
    return {
      key: 'solicitors',
      label: 'Solicitors instructed',
      state: 'done',
      date: assignedAt,
      detail: contact ? `${group.firm_name}: ${contact}` : group.firm_name,
    };
  }

  private async timing(purchase: PurchaseDatesRow | undefined): Promise<TrackerTimingDto> {
    const { benchmark_in_days: benchmark } = await this.config.get();
    const agreed = purchase?.sale_agreed_at ?? null;
    const exchanged = purchase?.exchanged_at ?? null;
    const saved = timeSaved(
      agreed ? new Date(agreed) : null,
      exchanged ? new Date(exchanged) : null,
      benchmark ?? null,
    );
    return {
      sale_agreed_at: agreed,
      exchanged_at: exchanged,
      offer_to_exchange_days:
        saved.offerToExchangeDays ?? (agreed ? wholeDays(agreed, this.clock.now()) : null),
      benchmark_in_days: benchmark && benchmark > 0 ? benchmark : null,
      time_saved_days: saved.savedDays,
      time_saved_percent: saved.savedPercent,
    };
  }
}

/** Seller: estate agent confirmed when assigned, with the agent's name. */
function estateAgentStep(sale: SaleTrackerRow): Step {
  const assigned = sale.estate_agent_status === 'assigned';
  const detail = assigned
    ? sale.estate_agent_name
    : sale.estate_agent_status === 'not_listed'
      ? 'We are confirming your estate agent'
      : sale.estate_agent_status === 'no_agent'
        ? 'No estate agent yet'
        : null;
  return {
    key: 'estate_agent',
    label: 'Estate agent confirmed',
    state: assigned ? 'done' : 'pending',
    date: null,
    detail,
  };
}

/** Sale agreed, exchanged and completed: the dates staff record on the purchase. */
function datedSteps(purchase: PurchaseDatesRow | undefined): Step[] {
  const step = (key: string, label: string, date: string | null | undefined): Step => ({
    key,
    label,
    state: date ? 'done' : 'pending',
    date: date ?? null,
    detail: null,
  });
  return [
    step('sale_agreed', 'Sale agreed', purchase?.sale_agreed_at),
    step('exchanged', 'Exchanged', purchase?.exchanged_at),
    step('completed', 'Completed', purchase?.completed_at),
  ];
}
