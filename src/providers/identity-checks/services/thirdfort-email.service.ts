import { Injectable } from '@nestjs/common';
import { formatAddress } from '@/platform/common/address';
import type { SessionUser } from '@/platform/common/decorators';
import { ValidationError } from '@/platform/common/errors';
import { Database } from '@/platform/database/database';
import { EmailService } from '@/platform/email/email.service';
import { EstateAgentsService } from '@/partners/estate-agents/estate-agents.service';
import { EventsService } from '@/platform/timeline/events.service';
import { SalesService } from '@/sales/sale/services/sales.service';
import type { CheckPersonRowDto, MessageDto } from '../dto/identity-checks.dto';
import { IdentityCheckPeopleService } from './identity-check-people.service';

export const THIRDFORT_EMAIL_MESSAGES = {
  sent: 'Email sent to the estate agent',
  noAgent: 'No estate agent is assigned to this transaction',
  notRequested: (side: string) =>
    `This estate agent has not asked for ${side} Thirdfort checks (see its Thirdfort settings)`,
  noRecipients: 'This estate agent has no Thirdfort requester emails',
  nobody: (side: string) => `This transaction has no ${side}s to report on`,
} as const;

const STATUS_WORDS = {
  pending: 'pending',
  complete: 'complete',
  failed: 'failed',
  aborted: 'aborted',
} as const;

/**
 * The estate agent's Thirdfort e-mail (admin.md §7, §8): to the agent's Thirdfort requesters,
 * where the checks of the sellers ('sell') or of the active purchase's buyers and giftors ('buy')
 * stand. Only for an agent whose Thirdfort settings ask for that side's checks.
 */
@Injectable()
export class ThirdfortEmailService {
  constructor(
    private readonly database: Database,
    private readonly people: IdentityCheckPeopleService,
    private readonly sales: SalesService,
    private readonly estateAgents: EstateAgentsService,
    private readonly email: EmailService,
    private readonly events: EventsService,
  ) {}

  async send(admin: SessionUser, transactionId: string, role: 'buy' | 'sell'): Promise<MessageDto> {
    const sale = await this.sales.adminGet(transactionId); // 404 for an unknown sale
    const side = role === 'sell' ? 'seller' : 'buyer';
    const agent = sale.estate_agent_id
      ? await this.estateAgents.findThirdfort(sale.estate_agent_id)
      : undefined;
    if (!agent) throw new ValidationError([THIRDFORT_EMAIL_MESSAGES.noAgent]);
    const requested =
      role === 'sell'
        ? agent.thirdfort.requestsSellerThirdfortChecks
        : agent.thirdfort.requestsBuyerThirdfortChecks;
    if (!requested) throw new ValidationError([THIRDFORT_EMAIL_MESSAGES.notRequested(side)]);
    const recipients = agent.thirdfort.thirdfortRequesterEmails;
    if (recipients.length === 0) {
      throw new ValidationError([THIRDFORT_EMAIL_MESSAGES.noRecipients]);
    }
    const view = await this.people.forSale(transactionId);
    const people: CheckPersonRowDto[] =
      role === 'sell'
        ? view.sellers
        : view.purchaseIntents
            .filter((intent) => intent.is_active)
            .flatMap((intent) => [...intent.buyers, ...intent.giftors]);
    if (people.length === 0) throw new ValidationError([THIRDFORT_EMAIL_MESSAGES.nobody(side)]);
    const lines = people.map(
      (person) =>
        `${person.first_name} ${person.last_name} (${person.person_type}): ${
          person.check ? STATUS_WORDS[person.check.status] : 'not requested yet'
        }`,
    );
    const address = formatAddress(sale.property.address);
    await this.database.transaction(async () => {
      for (const to of recipients) {
        await this.email.queue(to, 'estate-agent-thirdfort', {
          agentName: agent.label,
          side,
          address,
          people: lines,
        });
      }
      await this.events.record({
        transactionId,
        name: 'thirdfort_email_sent',
        author: admin,
        comments: `${side[0].toUpperCase()}${side.slice(1)} identity checks e-mailed to ${agent.label} (${recipients.length} recipient${recipients.length === 1 ? '' : 's'})`,
      });
    });
    return { message: THIRDFORT_EMAIL_MESSAGES.sent };
  }
}
