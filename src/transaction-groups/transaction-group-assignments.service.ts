import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '@/common/clock';
import type { SessionUser } from '@/common/decorators';
import { ConflictError, ValidationError } from '@/common/errors';
import { Database } from '@/database/database';
import { EstateAgentsService } from '@/estate-agents/estate-agents.service';
import type { AssignLawyerGroupsDto } from '@/sales/dto/admin-sale-input.dto';
import { SaleEstateAgentService } from '@/sales/services/sale-estate-agent.service';
import { SaleSolicitorsService } from '@/sales/services/sale-solicitors.service';
import { GROUP_MESSAGES, type TransactionsGroupDto } from './dto/transaction-group.dto';
import { TransactionGroupViewsService } from './transaction-group-views.service';
import { TransactionGroupNotFoundError } from './transaction-groups.errors';
import { TransactionGroupsRepository, type GroupRow } from './transaction-groups.repository';

/**
 * An estate agent or solicitors assigned to a whole group (admin.md §5): to every sale of it,
 * through the sales module, and only while none of its sales has one; all or nothing.
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

  /** One estate agent for every sale of the group, refused if any sale already has one. */
  async assignEstateAgent(
    admin: SessionUser,
    id: string,
    estateAgentId: string,
  ): Promise<TransactionsGroupDto> {
    if (!(await this.estateAgents.findChoice(estateAgentId))) {
      throw new ValidationError(['Estate agent not found']);
    }
    await this.database.transaction(async () => {
      const group = await this.lockGroup(id);
      const sales = await this.views.salesOf(id);
      if (group.estate_agent_id || sales.some((sale) => sale.estate_agent_status !== 'pending')) {
        throw new ConflictError(GROUP_MESSAGES.agentTaken);
      }
      for (const sale of sales) {
        await this.saleEstateAgent.setStatusForStaff(admin, sale._id, 'assigned', estateAgentId);
      }
      await this.repository.update(id, { estate_agent_id: estateAgentId }, this.clock.now());
    });
    return this.current(id);
  }

  /** The same solicitors for every sale of the group, refused if any sale already has some. */
  async assignLawyerGroups(
    admin: SessionUser,
    id: string,
    body: AssignLawyerGroupsDto,
  ): Promise<TransactionsGroupDto> {
    await this.database.transaction(async () => {
      const group = await this.lockGroup(id);
      const sales = await this.views.salesOf(id);
      const assigned = (sale: (typeof sales)[number]) =>
        sale.seller_lawyer_group_id !== null || sale.buyer_lawyer_group_id !== null;
      if (group.seller_lawyer_group_id || sales.some(assigned)) {
        throw new ConflictError(GROUP_MESSAGES.solicitorsTaken);
      }
      for (const sale of sales) await this.saleSolicitors.assign(admin, sale._id, body);
      await this.repository.update(
        id,
        {
          seller_lawyer_group_id: body.lawyerGroupsIds.seller,
          buyer_lawyer_group_id: body.lawyerGroupsIds.buyer,
        },
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
