import { Injectable } from '@nestjs/common';
import { formatAddress } from '@/common/address';
import type { Address } from '@/database/schema/types';
import { EstateAgentsService } from '@/estate-agents/estate-agents.service';
import { LawFirmsService } from '@/law-firms/law-firms.service';
import type { TransactionsGroupDto, TransactionsGroupRowDto } from './dto/transaction-group.dto';
import {
  TransactionGroupsQueryRepository,
  type GroupSaleRow,
} from './transaction-groups.query-repository';
import type { GroupRow } from './transaction-groups.repository';

/** A group as the back office shows it: its sales, estate agent and solicitors. */
@Injectable()
export class TransactionGroupViewsService {
  constructor(
    private readonly queries: TransactionGroupsQueryRepository,
    private readonly estateAgents: EstateAgentsService,
    private readonly lawFirms: LawFirmsService,
  ) {}

  async list(): Promise<TransactionsGroupRowDto[]> {
    return (await this.queries.list()).map((group) => ({
      _id: group._id,
      name: group.name,
      transactionsCount: group.transactionsCount,
      createdAt: group.createdAt.toISOString(),
    }));
  }

  /** The group's sales, oldest first. */
  salesOf(groupId: string): Promise<GroupSaleRow[]> {
    return this.queries.listSales(groupId);
  }

  async view(group: GroupRow): Promise<TransactionsGroupDto> {
    const sales = await this.queries.listSales(group._id);
    const agent = group.estate_agent_id
      ? await this.estateAgents.findChoice(group.estate_agent_id)
      : undefined;
    const lawyerGroups = await this.lawFirms.findLawyerGroups(
      [group.seller_lawyer_group_id, group.buyer_lawyer_group_id].filter(
        (groupId): groupId is string => groupId !== null,
      ),
    );
    const lawyerGroup = (groupId: string | null) => {
      const found = lawyerGroups.find((candidate) => candidate._id === groupId);
      return found ? { _id: found._id, name: `${found.law_firm.name} - ${found.name}` } : null;
    };
    return {
      _id: group._id,
      name: group.name,
      estateAgent: agent ? { _id: agent._id, name: agent.label } : null,
      lawyerGroups: {
        seller: lawyerGroup(group.seller_lawyer_group_id),
        buyer: lawyerGroup(group.buyer_lawyer_group_id),
      },
      hasActivePurchaseIntent: sales.some((sale) => sale.has_active_purchase),
      transactionsCount: sales.length,
      estateAgentAssigned:
        sales.length > 0 && sales.every((sale) => sale.estate_agent_status === 'assigned'),
      solicitorsAssigned:
        sales.length > 0 &&
        sales.every((sale) => sale.seller_lawyer_group_id && sale.buyer_lawyer_group_id),
      transactions: sales.map((sale) => ({
        _id: sale._id,
        property_address: formatAddress(sale.address as Address),
      })),
      createdAt: group.createdAt.toISOString(),
    };
  }
}
