import { Injectable } from '@nestjs/common';
import { formatAddress } from '@/platform/common/address';
import type { SessionUser } from '@/platform/common/decorators';
import { EmailService } from '@/platform/email/email.service';
import { EstateAgentsService } from '@/partners/estate-agents/estate-agents.service';
import { EventsService } from '@/platform/timeline/events.service';
import type { LawyerGroupDto } from '@/partners/law-firms/dto/law-firm.dto';
import type { PurchaseIntentDto } from '@/sales/purchases/dto/purchase-intent-response.dto';
import { PurchaseIntentsService } from '@/sales/purchases/purchase-intents.service';
import type { TransactionDto } from '../dto/sale.dto';
import { SaleViewsService } from './sale-views.service';
import { isConfirmed } from '@/sales/purchases/purchase-confirmed.rules';

/** What an introduction says about the sale: read before the assignment changes anything. */
export type IntroductionContext = {
  sale: TransactionDto;
  purchaseIntents: PurchaseIntentDto[];
  valuer: Awaited<ReturnType<EstateAgentsService['findPrimaryValuer']>>;
};

/**
 * The solicitors' introduction e-mails (admin.md §2): to the side's solicitor, and to the estate
 * agent's primary valuer when they have an e-mail address; the sale's timeline says who got one
 * and why anyone was left out.
 */
@Injectable()
export class SolicitorIntroductionsService {
  constructor(
    private readonly views: SaleViewsService,
    private readonly purchaseIntents: PurchaseIntentsService,
    private readonly estateAgents: EstateAgentsService,
    private readonly emails: EmailService,
    private readonly events: EventsService,
  ) {}

  /** The sale, its purchases and its agent's primary valuer; 404 for an unknown sale. */
  async contextFor(saleId: string): Promise<IntroductionContext> {
    const sale = await this.views.view(saleId);
    const [purchaseIntents, valuer] = await Promise.all([
      this.purchaseIntents.adminListForSale(saleId),
      sale.estate_agent_id ? this.estateAgents.findPrimaryValuer(sale.estate_agent_id) : null,
    ]);
    return { sale, purchaseIntents, valuer };
  }

  /** Queues one side's introduction in the caller's DB transaction, and records it. */
  async queue(
    admin: SessionUser,
    { sale, purchaseIntents, valuer }: IntroductionContext,
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
        clients: side === 'seller' ? sellerContacts(sale) : buyerContacts(purchaseIntents),
        estateAgent: sale.estate_agent?.label ?? null,
        comments: comments?.trim() || null,
      });
      sent.push('the solicitor');
    } else {
      notSent.push('none to the solicitor: no e-mail address');
    }
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
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

type ClientContact = { name: string; email: string | null; phone: string | null };

/** A client with how the solicitor can reach them (the e-mail asks them to get in touch). */
const contactOf = (person: {
  first_name: string;
  last_name: string;
  email?: string | null;
  phone_number?: string | null;
}): ClientContact => ({
  name: `${person.first_name} ${person.last_name}`,
  email: person.email ?? null,
  phone: person.phone_number ?? null,
});

function sellerContacts(sale: TransactionDto): ClientContact[] {
  return [contactOf(sale.primary_seller.user), ...sale.additional_sellers.map(contactOf)];
}

function buyerContacts(intents: readonly PurchaseIntentDto[]): ClientContact[] {
  const active = intents.find(isConfirmed);
  if (!active) return [];
  return [contactOf(active.primary_buyer.user), ...active.additional_buyers.map(contactOf)];
}
