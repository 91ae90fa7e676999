import { Injectable } from '@nestjs/common';
import { formatAddress } from '@/platform/common/address';
import type { Address } from '@/platform/database/schema/types';
import { EstateAgentsService } from '@/partners/estate-agents/estate-agents.service';
import { LawFirmsService } from '@/partners/law-firms/law-firms.service';
import type {
  GroupRefDto,
  TransactionsGroupDto,
  TransactionsGroupRowDto,
} from './dto/transaction-group.dto';
import {
  TransactionGroupsQueryRepository,
  type GroupSaleRow,
} from './transaction-groups.query-repository';
import type { GroupRow } from './transaction-groups.repository';

/** What a sale's estate agent is, as one comparable value: its status and agent. */
const agentKey = (sale: GroupSaleRow) =>
  `${sale.estate_agent_status}:${sale.estate_agent_id ?? ''}`;
/** What a sale's solicitors are, as one comparable value: seller's and buyer's lawyer groups. */
const solicitorsKey = (sale: GroupSaleRow) =>
  `${sale.seller_lawyer_group_id ?? ''}:${sale.buyer_lawyer_group_id ?? ''}`;

/** Every sale has the same value (true for one sale; false for none, there is nothing to set). */
const allSame = (sales: readonly GroupSaleRow[], key: (sale: GroupSaleRow) => string) =>
  sales.length > 0 && sales.every((sale) => key(sale) === key(sales[0]));

/**
 * A group as the back office shows it: its sales with their own estate agent and solicitors, and
 * what the group-wide assignments may do (admin.md §2 Ops tab: a group-wide value can be set or
 * changed only while every sale shares it).
 */
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

  /** Every sale has the same estate agent (status and agent), so one change fits them all. */
  estateAgentShared(sales: readonly GroupSaleRow[]): boolean {
    return allSame(sales, agentKey);
  }

  /** Every sale has the same seller's and buyer's solicitors (or none yet). */
  solicitorsShared(sales: readonly GroupSaleRow[]): boolean {
    return allSame(sales, solicitorsKey);
  }

  async view(group: GroupRow): Promise<TransactionsGroupDto> {
    const sales = await this.queries.listSales(group._id);
    const agentIds = [
      ...new Set(sales.flatMap((sale) => (sale.estate_agent_id ? [sale.estate_agent_id] : []))),
    ];
    const agents = new Map<string, { ref: GroupRefDto | null; valuerHasEmail: boolean | null }>();
    for (const agentId of agentIds) {
      const [choice, valuer] = await Promise.all([
        this.estateAgents.findChoice(agentId),
        this.estateAgents.findPrimaryValuer(agentId),
      ]);
      agents.set(agentId, {
        ref: choice ? { _id: choice._id, name: choice.label } : null,
        valuerHasEmail: valuer ? Boolean(valuer.email) : null,
      });
    }
    const lawyerGroups = await this.lawFirms.findLawyerGroups(
      sales.flatMap((sale) =>
        [sale.seller_lawyer_group_id, sale.buyer_lawyer_group_id].filter(
          (groupId): groupId is string => groupId !== null,
        ),
      ),
    );
    const lawyerGroup = (groupId: string | null): GroupRefDto | null => {
      const found = lawyerGroups.find((candidate) => candidate._id === groupId);
      return found ? { _id: found._id, name: `${found.law_firm.name} - ${found.name}` } : null;
    };
    const agentOf = (sale: GroupSaleRow) =>
      sale.estate_agent_status === 'assigned' && sale.estate_agent_id
        ? (agents.get(sale.estate_agent_id)?.ref ?? null)
        : null;

    const estateAgentShared = this.estateAgentShared(sales);
    const solicitorsShared = this.solicitorsShared(sales);
    const first = sales.at(0);
    const sharedAgent = estateAgentShared && first ? agentOf(first) : null;
    const sharedSeller =
      solicitorsShared && first ? lawyerGroup(first.seller_lawyer_group_id) : null;
    const sharedBuyer = solicitorsShared && first ? lawyerGroup(first.buyer_lawyer_group_id) : null;
    return {
      _id: group._id,
      name: group.name,
      estateAgent: sharedAgent,
      lawyerGroups: { seller: sharedSeller, buyer: sharedBuyer },
      hasActivePurchaseIntent: sales.some((sale) => sale.has_active_purchase),
      transactionsCount: sales.length,
      estateAgentAssigned: sharedAgent !== null,
      solicitorsAssigned: sharedSeller !== null && sharedBuyer !== null,
      estateAgentShared,
      solicitorsShared,
      valuersWithoutEmail: sales.filter(
        (sale) =>
          sale.estate_agent_status === 'assigned' &&
          sale.estate_agent_id &&
          agents.get(sale.estate_agent_id)?.valuerHasEmail === false,
      ).length,
      transactions: sales.map((sale) => ({
        _id: sale._id,
        property_address: formatAddress(sale.address as Address),
        estate_agent_status: sale.estate_agent_status,
        estate_agent: agentOf(sale),
        lawyer_groups: {
          seller: lawyerGroup(sale.seller_lawyer_group_id),
          buyer: lawyerGroup(sale.buyer_lawyer_group_id),
        },
      })),
      createdAt: group.createdAt.toISOString(),
    };
  }
}
