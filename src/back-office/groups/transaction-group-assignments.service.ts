import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '@/platform/common/clock';
import type { SessionUser } from '@/platform/common/decorators';
import { ConflictError, ValidationError } from '@/platform/common/errors';
import { Database } from '@/platform/database/database';
import { EstateAgentsService } from '@/partners/estate-agents/estate-agents.service';
import type { AssignLawyerGroupsDto } from '@/sales/sale/dto/admin-sale-input.dto';
import { SaleEstateAgentService } from '@/sales/sale/services/sale-estate-agent.service';
import { SaleSolicitorsService } from '@/sales/sale/services/sale-solicitors.service';
import { GROUP_MESSAGES, type TransactionsGroupDto } from './dto/transaction-group.dto';
import { TransactionGroupViewsService } from './transaction-group-views.service';
import { TransactionGroupNotFoundError } from './transaction-groups.errors';
import { TransactionGroupsRepository, type GroupRow } from './transaction-groups.repository';

/**
 * An estate agent or solicitors assigned to a whole group (admin.md §2 Ops tab, §7 'Assign lawyer
 * group to a group (groupId, same body)'): to every sale of it, each through the sales module's
 * single-sale assignment (its timeline events with the admin as author, and the introduction
 * e-mails ticked, queued in the outbox), all in one DB transaction. Allowed while every sale
 * shares the current value (none yet, or the same one), so a group-wide choice can be changed
 * later; refused (409) once sales differ, as a group-wide change would overwrite their own.
 */
@Injectable()
export class TransactionGroupAssignmentsService {
  constructor(
    @Inject(Database) private readonly database: Database,
    private readonly repository: TransactionGroupsRepository,
    private readonly views: TransactionGroupViewsService,
    private readonly estateAgents: EstateAgentsService,
    private readonly saleEstateAgent: SaleEstateAgentService,
    private readonly saleSolicitors: SaleSolicitorsService,
    private readonly clock: Clock,
  ) {}

  /** One estate agent for every sale of the group; sales that already have it are left alone. */
  async assignEstateAgent(
    admin: SessionUser,
    id: string,
    estateAgentId: string,
  ): Promise<TransactionsGroupDto> {
    if (!(await this.estateAgents.findChoice(estateAgentId))) {
      throw new ValidationError(['Estate agent not found']);
    }
    await this.database.transaction(async () => {
      await this.lockGroup(id);
      const sales = await this.views.salesOf(id);
      if (!this.views.estateAgentShared(sales)) {
        throw new ConflictError(GROUP_MESSAGES.agentDiffers);
      }
      for (const sale of sales) {
        await this.saleEstateAgent.setStatusForStaff(admin, sale._id, 'assigned', estateAgentId);
      }
      await this.repository.update(id, { estate_agent_id: estateAgentId }, this.clock.now());
    });
    return this.current(id);
  }

  /**
   * The same solicitors for every sale of the group, with the introduction e-mails ticked and
   * their comments sent for each sale. Asking again for the solicitors every sale already has,
   * with no e-mail ticked, changes nothing.
   */
  async assignLawyerGroups(
    admin: SessionUser,
    id: string,
    body: AssignLawyerGroupsDto,
  ): Promise<TransactionsGroupDto> {
    await this.database.transaction(async () => {
      await this.lockGroup(id);
      const sales = await this.views.salesOf(id);
      if (!this.views.solicitorsShared(sales)) {
        throw new ConflictError(GROUP_MESSAGES.solicitorsDiffer);
      }
      const { seller, buyer } = body.lawyerGroupsIds;
      const unchanged = sales.every(
        (sale) => sale.seller_lawyer_group_id === seller && sale.buyer_lawyer_group_id === buyer,
      );
      const emails = Boolean(body.sendCheckedEmails?.seller || body.sendCheckedEmails?.buyer);
      if (unchanged && !emails) return;
      for (const sale of sales) await this.saleSolicitors.assign(admin, sale._id, body);
      await this.repository.update(
        id,
        { seller_lawyer_group_id: seller, buyer_lawyer_group_id: buyer },
        this.clock.now(),
      );
    });
    return this.current(id);
  }

  private async lockGroup(id: string): Promise<GroupRow> {
    const group = await this.repository.lockGroup(id);
    if (!group) throw new TransactionGroupNotFoundError();
    return group;
  }

  private async current(id: string): Promise<TransactionsGroupDto> {
    const group = await this.repository.findById(id);
    if (!group) throw new TransactionGroupNotFoundError();
    return this.views.view(group);
  }
}
