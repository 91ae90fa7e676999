import { Module } from '@nestjs/common';
import { CompaniesModule } from '@/accounts/companies/companies.module';
import { EstateAgentsModule } from '@/partners/estate-agents/estate-agents.module';
import { LawFirmsModule } from '@/partners/law-firms/law-firms.module';
import { SalesModule } from '@/sales/sale/sales.module';
import { UsersModule } from '@/accounts/users/users.module';
import { AdminTransactionsGroupsController } from './admin-transaction-groups.controller';
import { TransactionGroupAssignmentsService } from './transaction-group-assignments.service';
import { TransactionGroupViewsService } from './transaction-group-views.service';
import { TransactionGroupsQueryRepository } from './transaction-groups.query-repository';
import { TransactionGroupsRepository } from './transaction-groups.repository';
import { TransactionGroupsService } from './transaction-groups.service';

/**
 * Transactions groups (developments, admin.md §2, §4, §5): /api/admin/transactions-groups. It
 * owns `transaction_groups`; a group's sales are made and changed through the sales module.
 */
@Module({
  imports: [SalesModule, UsersModule, CompaniesModule, EstateAgentsModule, LawFirmsModule],
  controllers: [AdminTransactionsGroupsController],
  providers: [
    TransactionGroupsRepository,
    TransactionGroupsQueryRepository,
    TransactionGroupViewsService,
    TransactionGroupsService,
    TransactionGroupAssignmentsService,
  ],
})
export class TransactionGroupsModule {}
