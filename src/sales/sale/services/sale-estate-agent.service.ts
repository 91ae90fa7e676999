import { Inject, Injectable } from '@nestjs/common';
import type { SessionUser } from '@/platform/common/decorators';
import { NoPermissionError, ValidationError } from '@/platform/common/errors';
import { Database } from '@/platform/database/database';
import type { EstateAgentChoiceDto } from '@/partners/estate-agents/dto/estate-agent-choice.dto';
import { EstateAgentsService } from '@/partners/estate-agents/estate-agents.service';
import { EventsService } from '@/platform/timeline/events.service';
import type { EstateAgentStatus } from '../dto/sale-input.dto';
import { EstateAgentChoiceError, SaleLockedError, SaleNotFoundError } from '../sales.errors';
import { SalesRepository, type SaleRow } from '../sales.repository';
import { ownSale } from '../sales.rules';

/** What staff hear when the estate agent they assign does not exist (admin.md §5). */
export const ESTATE_AGENT_NOT_FOUND = 'Estate agent not found';

/**
 * A sale's estate agent: an agent, 'not_listed' or 'no_agent' chosen by the seller (or on the
 * seller's behalf by staff), and 'pending' (no agent yet) set back by staff only. Each change is
 * recorded on the sale's timeline with its author; choosing what the sale has changes nothing.
 */
@Injectable()
export class SaleEstateAgentService {
  constructor(
    @Inject(Database) private readonly database: Database,
    private readonly repository: SalesRepository,
    private readonly estateAgents: EstateAgentsService,
    private readonly events: EventsService,
  ) {}

  /** The seller's choice: an estate agent id, 'not_listed' or 'no_agent'. */
  async chooseForSeller(viewer: SessionUser, id: string, choice: string): Promise<void> {
    await this.database.transaction(async () => {
      const sale = ownSale(viewer, await this.repository.findByIdForUpdate(id));
      if (sale.is_paid) throw new SaleLockedError();
      await this.choose(viewer, sale, choice);
    });
  }

  /** A seller sets assigned (with an agent), not_listed or no_agent; 'pending' is the back office's. */
  async setStatusForSeller(
    viewer: SessionUser,
    id: string,
    status: EstateAgentStatus,
    estateAgentId: string | undefined,
  ): Promise<void> {
    if (status === 'pending') throw new NoPermissionError();
    if (status === 'assigned' && !estateAgentId) throw new EstateAgentChoiceError();
    await this.database.transaction(async () => {
      const sale = ownSale(viewer, await this.repository.findByIdForUpdate(id));
      if (sale.is_paid) throw new SaleLockedError();
      await this.changeStatus(viewer, sale, status, estateAgentId);
    });
  }

  /** Any estate agent status, 'pending' too (it clears the agent). */
  async setStatusForStaff(
    admin: SessionUser,
    id: string,
    status: EstateAgentStatus,
    estateAgentId: string | undefined,
  ): Promise<void> {
    if (status === 'assigned' && !estateAgentId) throw new EstateAgentChoiceError();
    await this.database.transaction(async () => {
      const sale = await this.repository.findByIdForUpdate(id);
      if (!sale) throw new SaleNotFoundError();
      await this.changeStatus(admin, sale, status, estateAgentId);
    });
  }

  /** Staff assign an estate agent (admin.md §5 'Assign estate agent'). */
  async assignForStaff(admin: SessionUser, id: string, estateAgentId: string): Promise<void> {
    if (!(await this.estateAgents.findChoice(estateAgentId))) {
      throw new ValidationError([ESTATE_AGENT_NOT_FOUND]);
    }
    await this.setStatusForStaff(admin, id, 'assigned', estateAgentId);
  }

  /**
   * Applies a choice to a sale read (and locked) in the caller's DB transaction: an estate agent
   * id, 'not_listed' or 'no_agent'.
   */
  async choose(author: SessionUser, sale: SaleRow, choice: string): Promise<void> {
    let agent: EstateAgentChoiceDto | undefined;
    let status: EstateAgentStatus;
    if (choice === 'not_listed' || choice === 'no_agent') {
      status = choice;
    } else {
      agent = await this.estateAgents.findChoice(choice);
      if (!agent) throw new EstateAgentChoiceError();
      status = 'assigned';
    }
    const estateAgentId = agent?._id ?? null;
    const unchanged = sale.estate_agent_status === status && sale.estate_agent_id === estateAgentId;
    if (unchanged) return;
    await this.repository.update(sale._id, {
      estate_agent_id: estateAgentId,
      estate_agent_status: status,
    });
    await this.events.record({
      transactionId: sale._id,
      name: 'estate_agent_assigned',
      author,
      comments: agent ? agent.label : status,
    });
  }

  private async changeStatus(
    author: SessionUser,
    sale: SaleRow,
    status: EstateAgentStatus,
    estateAgentId: string | undefined,
  ): Promise<void> {
    if (status !== 'pending') {
      await this.choose(author, sale, status === 'assigned' ? estateAgentId! : status);
      return;
    }
    if (sale.estate_agent_status === 'pending') return;
    await this.repository.update(sale._id, {
      estate_agent_id: null,
      estate_agent_status: 'pending',
    });
    await this.events.record({
      transactionId: sale._id,
      name: 'estate_agent_cleared',
      author,
      comments: 'Estate agent not assigned',
    });
  }
}
