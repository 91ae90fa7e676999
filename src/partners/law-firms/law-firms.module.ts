import { Module } from '@nestjs/common';
import { EventsModule } from '@/platform/timeline/events.module';
import { AdminLawFirmsController, AdminLawyerGroupsController } from './admin-law-firms.controller';
import { LawFirmsRepository } from './law-firms.repository';
import { LawFirmsService } from './law-firms.service';

@Module({
  imports: [EventsModule],
  controllers: [AdminLawFirmsController, AdminLawyerGroupsController],
  providers: [LawFirmsRepository, LawFirmsService],
  exports: [LawFirmsService],
})
export class LawFirmsModule {}
