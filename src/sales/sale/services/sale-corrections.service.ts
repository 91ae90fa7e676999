import { Inject, Injectable } from '@nestjs/common';
import { isSamePerson } from '@/accounts/people/same-person.rules';
import { formatAddress } from '@/platform/common/address';
import { Clock } from '@/platform/common/clock';
import type { SessionUser } from '@/platform/common/decorators';
import { ConflictError, NothingToUpdateError, ValidationError } from '@/platform/common/errors';
import { Database } from '@/platform/database/database';
import { EstateAgentsService } from '@/partners/estate-agents/estate-agents.service';
import { EventsService, type RecordedEvent } from '@/platform/timeline/events.service';
import { LawFirmsService } from '@/partners/law-firms/law-firms.service';
import { personInputOf } from '@/accounts/people/people.service';
import { MilestonesService } from '@/sales/milestones/milestones.service';
import { ProgressChangesService } from '@/sales/progress-emails/progress-changes.service';
import { PropertiesService } from '@/sales/properties/properties.service';
import type {
  CorrectSaleDetailsDto,
  CoSellerDto,
  CorrectedSaleDto,
  SolicitorSide,
} from '../dto/admin-sale-correction.dto';
import { MAX_ADDITIONAL_SELLERS, type CustomerType } from '../dto/sale-input.dto';
import { SaleNotFoundError, SellerNotFoundError } from '../sales.errors';
import { SalesQueryRepository } from '../sales.query-repository';
import { SalesRepository, type SaleRow } from '../sales.repository';
import { checkRepresentative, propertyInputOf } from '../sales.rules';
import { SaleSellersService } from './sale-sellers.service';
import { groupLabel } from './sale-solicitors.service';
import { SaleViewsService } from './sale-views.service';

/** What staff hear when a correction cannot be made as asked. */
export const CORRECTION_MESSAGES = {
  alreadyWithdrawn: 'This sale is already withdrawn',
  alreadyArchived: 'This sale is already archived',
  notWithdrawnOrArchived: 'This sale is neither withdrawn nor archived',
  noEstateAgent: 'No estate agent is assigned to this sale',
  noSolicitor: (side: SolicitorSide) => `No ${side} solicitor is assigned to this sale`,
  tooManySellers: `You can add up to ${MAX_ADDITIONAL_SELLERS} sellers`,
  alreadySeller: 'This person is already a seller of this sale',
} as const;

const CUSTOMER_TYPE_WORDS: Record<CustomerType, string> = {
  individual_owner: 'The account holder is the seller (Seller / Owner)',
  representative: 'The account holder acts for the sellers (representative)',
};

type PropertyRow = Awaited<ReturnType<PropertiesService['changeForStaff']>>['before'];

const pounds = (value: number | null) =>
  value === null ? 'not given' : `£${value.toLocaleString('en-GB')}`;

const tenureWords = (property: PropertyRow) =>
  property.tenure === 'Other' && property.tenure_details
    ? `Other (${property.tenure_details})`
    : (property.tenure ?? 'not given');

const personWords = (person: { first_name: string; last_name: string; email: string | null }) =>
  `${person.first_name} ${person.last_name}${person.email ? ` (${person.email})` : ''}`;

/**
 * Staff correct a sale from its detail page (Back office IV): its property and asking price, its
 * sellers, whether it is withdrawn or archived, and its estate agent and solicitors taken off.
 * Each change runs by the seller's own rules, is recorded on the sale's timeline with its author
 * in the same DB transaction, and changes nothing when refused. The property is the properties
 * module's (changed through PropertiesService), the people the people module's.
 */
@Injectable()
export class SaleCorrectionsService {
  constructor(
    @Inject(Database) private readonly database: Database,
    private readonly repository: SalesRepository,
    private readonly queries: SalesQueryRepository,
    private readonly views: SaleViewsService,
    private readonly properties: PropertiesService,
    private readonly sellers: SaleSellersService,
    private readonly estateAgents: EstateAgentsService,
    private readonly lawFirms: LawFirmsService,
    private readonly events: EventsService,
    private readonly progress: ProgressChangesService,
    private readonly milestones: MilestonesService,
    private readonly clock: Clock,
  ) {}

  /** The sale as it now is, with its withdrawn / archived state. */
  async view(id: string): Promise<CorrectedSaleDto> {
    const [sale, row] = await Promise.all([this.views.view(id), this.repository.findById(id)]);
    if (!row) throw new SaleNotFoundError();
    return {
      ...sale,
      withdrawn_at: row.withdrawn_at?.toISOString() ?? null,
      withdrawal_reason: row.withdrawal_reason,
      archived_at: row.archived_at?.toISOString() ?? null,
    };
  }

  /** The property's address and tenure, and the asking price (changed fields only). */
  async correctDetails(admin: SessionUser, id: string, body: CorrectSaleDetailsDto): Promise<void> {
    const input = propertyInputOf(body);
    const touchesProperty = Boolean(
      input.propertyAddress || input.tenureOption || input.tenureDetails,
    );
    if (!touchesProperty && body.askingPrice === undefined) throw new NothingToUpdateError();
    await this.inSale(id, async (sale) => {
      const changes: string[] = [];
      if (touchesProperty) {
        const { before, after } = await this.properties.changeForStaff(sale.property_id, input);
        const [was, now] = [formatAddress(before.address), formatAddress(after.address)];
        if (was !== now) changes.push(`Address: ${was} → ${now}`);
        if (tenureWords(before) !== tenureWords(after)) {
          changes.push(`Tenure: ${tenureWords(before)} → ${tenureWords(after)}`);
        }
      }
      if (body.askingPrice !== undefined && body.askingPrice !== sale.asking_price) {
        await this.repository.update(sale._id, { asking_price: body.askingPrice });
        changes.push(`Asking price: ${pounds(sale.asking_price)} → ${pounds(body.askingPrice)}`);
      }
      if (changes.length > 0) {
        await this.record(admin, sale, 'sale_details_corrected', changes.join('; '));
      }
    });
  }

  /** Adds an additional seller (co-seller) at the end of the list. */
  async addCoSeller(admin: SessionUser, id: string, person: CoSellerDto): Promise<void> {
    await this.inSale(id, async (sale) => {
      const rows = await this.queries.listSellers([sale._id]);
      if (rows.length >= MAX_ADDITIONAL_SELLERS) {
        throw new ValidationError([CORRECTION_MESSAGES.tooManySellers]);
      }
      const [view] = await this.queries.findViewRows([sale._id]);
      // The customer's rule (people/same-person): the same e-mail, or the same first and last name.
      const sellers = [...(view ? [view.seller] : []), ...rows].map((known) => ({
        email: known.email,
        firstName: known.first_name,
        lastName: known.last_name,
      }));
      if (sellers.some((known) => isSamePerson(known, person))) {
        throw new ValidationError([CORRECTION_MESSAGES.alreadySeller]);
      }
      await this.sellers.save(
        sale._id,
        [...rows.map((row) => personInputOf(row._id, row)), { ...person, personId: null }],
        rows.map((row) => row._id),
      );
      await this.record(
        admin,
        sale,
        'co_seller_added',
        personWords({
          first_name: person.firstName,
          last_name: person.lastName,
          email: person.email,
        }),
      );
    });
  }

  /** Takes an additional seller off the sale; a representative keeps at least one seller. */
  async removeCoSeller(admin: SessionUser, id: string, personId: string): Promise<void> {
    await this.inSale(id, async (sale) => {
      const rows = await this.queries.listSellers([sale._id]);
      const removed = rows.find((row) => row._id === personId);
      if (!removed) throw new SellerNotFoundError();
      const kept = rows.filter((row) => row._id !== personId);
      checkRepresentative(sale.customer_type, kept.length);
      await this.sellers.save(
        sale._id,
        kept.map((row) => personInputOf(row._id, row)),
        rows.map((row) => row._id),
      );
      await this.record(admin, sale, 'co_seller_removed', personWords(removed));
    });
  }

  /** Whether the account holder is the seller or acts for the sellers (the representative). */
  async setCustomerType(admin: SessionUser, id: string, customerType: CustomerType): Promise<void> {
    await this.inSale(id, async (sale) => {
      if (sale.customer_type === customerType) return;
      const sellers = await this.sellers.currentIds(sale._id);
      checkRepresentative(customerType, sellers.length);
      await this.repository.update(sale._id, { customer_type: customerType });
      await this.record(
        admin,
        sale,
        'seller_customer_type_changed',
        CUSTOMER_TYPE_WORDS[customerType],
      );
    });
  }

  async withdraw(admin: SessionUser, id: string, reason: string): Promise<void> {
    await this.inSale(id, async (sale) => {
      if (sale.withdrawn_at) throw new ConflictError(CORRECTION_MESSAGES.alreadyWithdrawn);
      await this.repository.update(sale._id, {
        withdrawn_at: this.clock.now(),
        withdrawal_reason: reason,
      });
      await this.record(admin, sale, 'sale_withdrawn', `Reason: ${reason}`);
      await this.milestones.refreshProgress(sale._id);
      // the seller and the sale's buyer both see the withdrawal on their trackers
      await this.progress.saleMoved(sale._id, { milestone: 'withdrawn' });
      await this.progress.buyerSideMoved(sale._id, { milestone: 'withdrawn' });
    });
  }

  async archive(admin: SessionUser, id: string, comments?: string): Promise<void> {
    await this.inSale(id, async (sale) => {
      if (sale.archived_at) throw new ConflictError(CORRECTION_MESSAGES.alreadyArchived);
      await this.repository.update(sale._id, { archived_at: this.clock.now() });
      await this.record(admin, sale, 'sale_archived', comments ?? null);
      await this.milestones.refreshProgress(sale._id);
    });
  }

  /** Undoes a withdrawal and an archive: the sale is live again. */
  async reinstate(admin: SessionUser, id: string, comments?: string): Promise<void> {
    await this.inSale(id, async (sale) => {
      if (!sale.withdrawn_at && !sale.archived_at) {
        throw new ConflictError(CORRECTION_MESSAGES.notWithdrawnOrArchived);
      }
      const undone = [
        sale.withdrawn_at ? 'Withdrawal undone' : null,
        sale.archived_at ? 'Archive undone' : null,
      ].filter(Boolean);
      await this.repository.update(sale._id, {
        withdrawn_at: null,
        withdrawal_reason: null,
        archived_at: null,
      });
      await this.record(
        admin,
        sale,
        'sale_reinstated',
        [...undone, comments].filter(Boolean).join('; '),
      );
      await this.milestones.refreshProgress(sale._id);
    });
  }

  /** Takes the estate agent (or the seller's 'not listed' / 'no agent' answer) off: pending. */
  async unassignEstateAgent(admin: SessionUser, id: string): Promise<void> {
    await this.inSale(id, async (sale) => {
      if (sale.estate_agent_status === 'pending') {
        throw new ConflictError(CORRECTION_MESSAGES.noEstateAgent);
      }
      const agent = sale.estate_agent_id
        ? await this.estateAgents.findChoice(sale.estate_agent_id)
        : undefined;
      const was = agent?.label ?? sale.estate_agent_status;
      await this.repository.update(sale._id, {
        estate_agent_id: null,
        estate_agent_status: 'pending',
      });
      await this.record(admin, sale, 'estate_agent_cleared', `Estate agent un-assigned: ${was}`);
    });
  }

  /**
   * Takes one side's solicitor off. The dates of the first assignment stay: legal work did start,
   * and the month's statistics and invoice already count it.
   */
  async unassignSolicitor(admin: SessionUser, id: string, side: SolicitorSide): Promise<void> {
    await this.inSale(id, async (sale) => {
      const groupId = side === 'seller' ? sale.seller_lawyer_group_id : sale.buyer_lawyer_group_id;
      if (!groupId) throw new ConflictError(CORRECTION_MESSAGES.noSolicitor(side));
      const [group] = await this.lawFirms.findLawyerGroups([groupId]);
      await this.repository.update(
        sale._id,
        side === 'seller' ? { seller_lawyer_group_id: null } : { buyer_lawyer_group_id: null },
      );
      const label = group ? groupLabel(group) : 'a lawyer group no longer listed';
      const sideWord = side === 'seller' ? 'Seller' : 'Buyer';
      await this.record(admin, sale, 'solicitor_unassigned', `${sideWord}: ${label}`);
    });
  }

  /** Runs `change` in one DB transaction with the sale read and locked; 404 for no sale. */
  private async inSale(id: string, change: (sale: SaleRow) => Promise<void>): Promise<void> {
    await this.database.transaction(async () => {
      const sale = await this.repository.findByIdForUpdate(id);
      if (!sale) throw new SaleNotFoundError();
      await change(sale);
    });
  }

  private record(
    admin: SessionUser,
    sale: SaleRow,
    name: RecordedEvent['name'],
    comments: string | null,
  ): Promise<void> {
    return this.events.record({ transactionId: sale._id, name, author: admin, comments });
  }
}
