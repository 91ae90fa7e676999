import { Module } from '@nestjs/common';
import { EstateAgentsModule } from '@/estate-agents/estate-agents.module';
import { PropertiesModule } from '@/properties/properties.module';
import { ReferralCodesModule } from '@/referral-codes/referral-codes.module';
import { UsersModule } from '@/users/users.module';
import { TransactionsController } from './transactions.controller';
import { TransactionsRepository } from './transactions.repository';
import { TransactionsService } from './transactions.service';

@Module({
  imports: [PropertiesModule, EstateAgentsModule, ReferralCodesModule, UsersModule],
  controllers: [TransactionsController],
  providers: [TransactionsRepository, TransactionsService],
  exports: [TransactionsService],
})
export class TransactionsModule {}
