import { Module } from '@nestjs/common';
import { ReferralCodesController } from './referral-codes.controller';
import { ReferralCodesRepository } from './referral-codes.repository';
import { ReferralCodesService } from './referral-codes.service';

@Module({
  controllers: [ReferralCodesController],
  providers: [ReferralCodesRepository, ReferralCodesService],
  exports: [ReferralCodesService],
})
export class ReferralCodesModule {}
