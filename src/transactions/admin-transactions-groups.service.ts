import { Inject, Injectable, Logger } from '@nestjs/common';
import { formatAddress } from '@/common/address';
import { Clock } from '@/common/clock';
import type { SessionUser } from '@/common/decorators';
import { ConflictError, ValidationError } from '@/common/errors';
import { CompaniesService } from '@/companies/companies.service';
import { Database } from '@/database/database';
import { isObjectId } from '@/database/ids';
import type { Address } from '@/database/schema/types';
import { EstateAgentsService } from '@/estate-agents/estate-agents.service';
import { EventsService } from '@/events/events.service';
import { LawFirmsService } from '@/law-firms/law-firms.service';
import { OrdersService } from '@/orders/orders.service';
import { PropertiesService } from '@/properties/properties.service';
import { UsersService } from '@/users/users.service';
import { AdminTransactionDetailService } from './admin-transaction-detail.service';
import type { AssignLawyerGroupsDto } from './dto/admin-transaction-detail.dto';
import {
  GROUP_MESSAGES,
  type CreateTransactionsGroupDto,
  type TransactionsGroupDto,
  type TransactionsGroupRowDto,
} from './dto/admin-transactions-group.dto';
import { GroupNameTakenError, TransactionGroupNotFoundError } from './transactions.errors';
import { TransactionsGroupsRepository, type GroupRow } from './transactions-groups.repository';
import { TransactionsRepository } from './transactions.repository';
import { TransactionsService } from './transactions.service';

/**
 * Transactions groups (admin.md §2, §4, §5): developments sold unit by unit. A group is created
 * with all its sales in one DB transaction (all units or none); an estate agent or solicitors
 * are assigned to the whole group only while none of its sales has one.
 */
@Injectable()
export class AdminTransactionsGroupsService {
  private readonly logger = new Logger('TransactionsGroups');

  constructor(
    @Inject(Database) private readonly database: Database,
    private readonly groups: TransactionsGroupsRepository,
    private readonly transactions: TransactionsRepository,
    private readonly sales: TransactionsService,
    private readonly detail: AdminTransactionDetailService,
    private readonly users: UsersService,
    private readonly companies: CompaniesService,
    private readonly properties: PropertiesService,
    private readonly orders: OrdersService,
    private readonly events: EventsService,
    private readonly estateAgents: EstateAgentsService,
    private readonly lawFirms: LawFirmsService,
    private readonly clock: Clock,
  ) {}

  async list(): Promise<TransactionsGroupRowDto[]> {
    return (await this.groups.list()).map((group) => ({
      _id: group._id,
      name: group.name,
      transactionsCount: group.transactionsCount,
      createdAt: group.createdAt.toISOString(),
    }));
  }

  /** admin.md §7 'Find one transactions group (id or name)'. */
  async get(idOrName: string): Promise<TransactionsGroupDto> {
    if (!idOrName.trim()) throw new ValidationError([GROUP_MESSAGES.noValidId]);
    const group =
      (isObjectId(idOrName) ? await this.groups.findById(idOrName) : undefined) ??
      (await this.groups.findByName(idOrName.trim()));
    if (!group) throw new TransactionGroupNotFoundError();
    return this.view(group);
  }

  async create(
    admin: SessionUser,
    body: CreateTransactionsGroupDto,
  ): Promise<TransactionsGroupDto> {
    const group = await this.database.transaction(async () => {
      await this.groups.lockName(body.group);
      const existing = await this.groups.findByName(body.group);
      if (existing) throw new GroupNameTakenError(existing.name);
      const representative = await this.users.findById(body.primary_seller.user);
      if (!representative) throw new ValidationError(['Representative not found']);
      const company = await this.companies.get(body.company_seller);
      const now = this.clock.now();
      const created = await this.groups.insert(body.group, body.stripe_transaction_id ?? null, now);
      for (const unit of body.transactions) {
        const property = await this.properties.createForUser(admin, {
          propertyAddress: unit.property.address,
          tenureOption: unit.property.tenure,
        });
        const sale = await this.transactions.create({
          type: 'development',
          property_id: property._id,
          primary_seller_id: representative._id,
          customer_type: 'representative',
          company_seller_id: company._id,
          asking_price: unit.asking_price,
          has_mortgage: false,
          onward_purchase: false,
          is_using_foreign_currency: false,
          requiresMortgageReferral: false,
          terms_and_conditions: true,
          terms_accepted_at: now,
          group_id: created._id,
          createdAt: now,
          updatedAt: now,
        });
        await this.orders.createDevelopmentOrder(sale._id, Boolean(body.stripe_transaction_id));
        await this.events.record({
          transactionId: sale._id,
          name: 'transaction_created',
          author: admin,
          comments: `Created in transactions group ${created.name}`,
        });
      }
      return created;
    });
    this.logger.log({
      msg: 'transactions group created',
      admin: admin._id,
      group: group._id,
      units: body.transactions.length,
    });
    return this.view(group);
  }

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
      const group = await this.groups.lockGroup(id);
      if (!group) throw new TransactionGroupNotFoundError();
      const sales = await this.groups.listSales(id);
      if (group.estate_agent_id || sales.some((sale) => sale.estate_agent_status !== 'pending')) {
        throw new ConflictError(GROUP_MESSAGES.agentTaken);
      }
      for (const sale of sales) {
        await this.sales.adminSetEstateAgentStatus(admin, sale._id, 'assigned', estateAgentId);
      }
      await this.groups.update(id, { estate_agent_id: estateAgentId }, this.clock.now());
    });
    return this.get(id);
  }

  /** The same solicitors for every sale of the group, refused if any sale already has some. */
  async assignLawyerGroups(
    admin: SessionUser,
    id: string,
    body: AssignLawyerGroupsDto,
  ): Promise<TransactionsGroupDto> {
    await this.database.transaction(async () => {
      const group = await this.groups.lockGroup(id);
      if (!group) throw new TransactionGroupNotFoundError();
      const sales = await this.groups.listSales(id);
      const assigned = (sale: (typeof sales)[number]) =>
        sale.seller_lawyer_group_id !== null || sale.buyer_lawyer_group_id !== null;
      if (group.seller_lawyer_group_id || sales.some(assigned)) {
        throw new ConflictError(GROUP_MESSAGES.solicitorsTaken);
      }
      for (const sale of sales) await this.detail.assignLawyerGroups(admin, sale._id, body);
      await this.groups.update(
        id,
        {
          seller_lawyer_group_id: body.lawyerGroupsIds.seller,
          buyer_lawyer_group_id: body.lawyerGroupsIds.buyer,
        },
        this.clock.now(),
      );
    });
    return this.get(id);
  }

  private async view(group: GroupRow): Promise<TransactionsGroupDto> {
    const sales = await this.groups.listSales(group._id);
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
