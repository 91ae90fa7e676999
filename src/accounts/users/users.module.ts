import { Module } from '@nestjs/common';
import { AccessRecordsModule } from '@/accounts/access-records/access-records.module';
import { EventsModule } from '@/platform/timeline/events.module';
import { AdminUsersController } from './admin-users.controller';
import { UsersController } from './users.controller';
import { UserTransactionsQueryRepository } from './user-transactions.query-repository';
import { UsersQueryRepository } from './users.query-repository';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

/**
 * Users. The customer controller serves the signed-in user (/api/users); the admin controller the
 * back office's users list and detail (/api/admin/users), read through UsersQueryRepository.
 */
@Module({
  imports: [EventsModule, AccessRecordsModule],
  controllers: [UsersController, AdminUsersController],
  providers: [UsersRepository, UsersQueryRepository, UserTransactionsQueryRepository, UsersService],
  exports: [UsersService],
})
export class UsersModule {}
