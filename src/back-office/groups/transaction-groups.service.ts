import { Inject, Injectable, Logger } from '@nestjs/common';
import { Clock } from '@/platform/common/clock';
import type { SessionUser } from '@/platform/common/decorators';
import { ValidationError } from '@/platform/common/errors';
import { CompaniesService } from '@/accounts/companies/companies.service';
import { Database } from '@/platform/database/database';
import { isObjectId } from '@/platform/common/ids';
import { DevelopmentSalesService } from '@/sales/sale/services/development-sales.service';
import { UsersService } from '@/accounts/users/users.service';
import {
  GROUP_MESSAGES,
  type CreateTransactionsGroupDto,
  type TransactionsGroupDto,
  type TransactionsGroupRowDto,
} from './dto/transaction-group.dto';
import { TransactionGroupViewsService } from './transaction-group-views.service';
import { GroupNameTakenError, TransactionGroupNotFoundError } from './transaction-groups.errors';
import { TransactionGroupsRepository } from './transaction-groups.repository';

/**
 * Transactions groups (admin.md §2, §4, §5): developments sold unit by unit. A group is created
 * with all its sales in one DB transaction (all units or none); the sales module creates each
 * unit's sale.
 */
@Injectable()
export class TransactionGroupsService {
  private readonly logger = new Logger('TransactionsGroups');

  constructor(
    @Inject(Database) private readonly database: Database,
    private readonly repository: TransactionGroupsRepository,
    private readonly views: TransactionGroupViewsService,
    private readonly developmentSales: DevelopmentSalesService,
    private readonly users: UsersService,
    private readonly companies: CompaniesService,
    private readonly clock: Clock,
  ) {}

  list(): Promise<TransactionsGroupRowDto[]> {
    return this.views.list();
  }

  /** admin.md §7 'Find one transactions group (id or name)'. */
  async get(idOrName: string): Promise<TransactionsGroupDto> {
    if (!idOrName.trim()) throw new ValidationError([GROUP_MESSAGES.noValidId]);
    const group =
      (isObjectId(idOrName) ? await this.repository.findById(idOrName) : undefined) ??
      (await this.repository.findByName(idOrName.trim()));
    if (!group) throw new TransactionGroupNotFoundError();
    return this.views.view(group);
  }

  async create(
    admin: SessionUser,
    body: CreateTransactionsGroupDto,
  ): Promise<TransactionsGroupDto> {
    const group = await this.database.transaction(async () => {
      await this.repository.lockName(body.group);
      const existing = await this.repository.findByName(body.group);
      if (existing) throw new GroupNameTakenError(existing.name);
      const representative = await this.users.findById(body.primary_seller.user);
      if (!representative) throw new ValidationError(['Representative not found']);
      const company = await this.companies.get(body.company_seller);
      const now = this.clock.now();
      const created = await this.repository.insert(
        body.group,
        body.stripe_transaction_id ?? null,
        now,
      );
      for (const unit of body.transactions) {
        await this.developmentSales.createUnit(admin, {
          group: created,
          representativeId: representative._id,
          companyId: company._id,
          address: unit.property.address,
          tenure: unit.property.tenure,
          askingPrice: unit.asking_price,
          paidThroughStripe: Boolean(body.stripe_transaction_id),
          now,
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
    return this.views.view(group);
  }
}
