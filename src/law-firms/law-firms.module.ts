import { Module } from '@nestjs/common';
import { AdminLawFirmsController, AdminLawyerGroupsController } from './admin-law-firms.controller';
import { LawFirmsRepository } from './law-firms.repository';
import { LawFirmsService } from './law-firms.service';

@Module({
  controllers: [AdminLawFirmsController, AdminLawyerGroupsController],
  providers: [LawFirmsRepository, LawFirmsService],
  exports: [LawFirmsService],
})
export class LawFirmsModule {}
