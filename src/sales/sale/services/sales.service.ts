import { Injectable } from '@nestjs/common';
import type { SessionUser } from '@/platform/common/decorators';
import type { LatestTransactionDto, LinkedTransactionDto, TransactionDto } from '../dto/sale.dto';
import type {
  CreateTransactionDto,
  EstateAgentStatus,
  UpdateTransactionDto,
  UpdateTransactionQueryDto,
} from '../dto/sale-input.dto';
import { SaleNotFoundError, TermsNotAcceptedError } from '../sales.errors';
import type { SaleCardRow } from '../sales.query-repository';
import { SalesRepository, type SaleRow } from '../sales.repository';
import { ensureSelf, ownSale } from '../sales.rules';
import { SaleChangesService } from './sale-changes.service';
import { SaleEstateAgentService } from './sale-estate-agent.service';
import { SaleOnboardingService } from './sale-onboarding.service';
import { SaleReferralCodeService } from './sale-referral-code.service';
import { SaleViewsService, type ReceiptDetails } from './sale-views.service';

export type { ReceiptDetails, SaleCardRow, SaleRow };

/**
 * Sellers' sales ("transactions" in the API): a customer reaches only sales they are the
 * primary seller of (others answer 404 'Transaction not found'); every change answers with the
 * sale as its seller sees it. The other modules read a sale here (payments, home, searches,
 * identity checks, the back office's read side). Orders belong to the orders module, the
 * timeline to the events module.
 */
@Injectable()
export class SalesService {
  constructor(
    private readonly repository: SalesRepository,
    private readonly views: SaleViewsService,
    private readonly onboarding: SaleOnboardingService,
    private readonly changes: SaleChangesService,
    private readonly estateAgent: SaleEstateAgentService,
    private readonly referralCode: SaleReferralCodeService,
  ) {}

  // --- the seller's sale ------------------------------------------------------------------

  async create(viewer: SessionUser, body: CreateTransactionDto): Promise<TransactionDto> {
    return this.views.view(await this.onboarding.create(viewer, body));
  }

  async get(viewer: SessionUser, id: string): Promise<TransactionDto> {
    ownSale(viewer, await this.repository.findById(id));
    return this.views.view(id);
  }

  async update(
    viewer: SessionUser,
    id: string,
    body: UpdateTransactionDto,
    query: UpdateTransactionQueryDto,
  ): Promise<TransactionDto> {
    await this.changes.update(viewer, id, body, query);
    return this.views.view(id);
  }

  /** Your sales, newest first. */
  async listForUser(viewer: SessionUser, userId: string): Promise<TransactionDto[]> {
    ensureSelf(viewer, userId);
    return this.views.views(await this.repository.listIdsForSeller(userId));
  }

  async latestForUser(viewer: SessionUser, userId: string): Promise<LatestTransactionDto> {
    ensureSelf(viewer, userId);
    const latestId = await this.repository.findLatestIdForSeller(userId);
    if (!latestId) throw new SaleNotFoundError();
    const latest = await this.views.view(latestId);
    return {
      _id: latest._id,
      orders: latest.orders,
      terms_and_conditions: latest.terms_and_conditions,
      complete: latest.complete,
    };
  }

  /** The sale a purchase intent is linked to, as its buyer (or the sale's seller) sees it. */
  getForPurchaseIntent(
    viewer: SessionUser,
    purchaseIntentId: string,
  ): Promise<LinkedTransactionDto> {
    return this.views.linkedToPurchase(viewer, purchaseIntentId);
  }

  /** The sales linked to your purchase intents, newest purchase first. */
  async listForPurchaseIntentsOfUser(
    viewer: SessionUser,
    userId: string,
  ): Promise<LinkedTransactionDto[]> {
    ensureSelf(viewer, userId);
    return this.views.linkedToPurchasesOf(userId);
  }

  /** `choice`: an estate agent id, 'not_listed' or 'no_agent'. */
  async setEstateAgent(viewer: SessionUser, id: string, choice: string): Promise<TransactionDto> {
    await this.estateAgent.chooseForSeller(viewer, id, choice);
    return this.views.view(id);
  }

  /** A seller sets assigned (with an agent), not_listed or no_agent; 'pending' is the back office's. */
  async setEstateAgentStatus(
    viewer: SessionUser,
    id: string,
    status: EstateAgentStatus,
    estateAgentId: string | undefined,
  ): Promise<TransactionDto> {
    await this.estateAgent.setStatusForSeller(viewer, id, status, estateAgentId);
    return this.views.view(id);
  }

  /** Makes the first order free with a usable referral code; the sale is then complete. */
  async applyReferralCode(viewer: SessionUser, id: string, input: string): Promise<TransactionDto> {
    await this.referralCode.apply(viewer, id, input);
    return this.views.view(id);
  }

  // --- for the other modules --------------------------------------------------------------

  /** Your sales as home-dashboard cards, newest first. */
  listCardsForSeller(userId: string): Promise<SaleCardRow[]> {
    return this.views.cardsForSeller(userId);
  }

  /** A sale `viewer` may pay for: theirs, with the terms accepted. */
  async findPayable(viewer: SessionUser, id: string): Promise<SaleRow> {
    const sale = ownSale(viewer, await this.repository.findById(id));
    if (!sale.terms_and_conditions) throw new TermsNotAcceptedError();
    return sale;
  }

  /** Refuses with 404 unless `viewer` is the sale's primary seller. */
  async ensureSeller(viewer: SessionUser, id: string): Promise<void> {
    ownSale(viewer, await this.repository.findById(id));
  }

  receiptDetails(saleId: string): Promise<ReceiptDetails> {
    return this.views.receiptDetails(saleId);
  }

  /** Any sale, as its seller sees it (the back office's detail grows from it); 404 if none. */
  adminGet(id: string): Promise<TransactionDto> {
    return this.views.view(id);
  }

  /** Anyone's sales, newest first. */
  async adminListForSeller(userId: string): Promise<TransactionDto[]> {
    return this.views.views(await this.repository.listIdsForSeller(userId));
  }

  /** Staff set any estate agent status; 'pending' clears the agent. */
  async adminSetEstateAgentStatus(
    admin: SessionUser,
    id: string,
    status: EstateAgentStatus,
    estateAgentId: string | undefined,
  ): Promise<TransactionDto> {
    await this.estateAgent.setStatusForStaff(admin, id, status, estateAgentId);
    return this.views.view(id);
  }
}
