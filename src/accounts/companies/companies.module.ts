import { Module } from '@nestjs/common';
import { EventsModule } from '@/platform/timeline/events.module';
import { AdminCompaniesController } from './admin-companies.controller';
import { CompaniesQueryRepository } from './companies.query-repository';
import { CompaniesRepository } from './companies.repository';
import { CompaniesService } from './companies.service';

@Module({
  imports: [EventsModule],
  controllers: [AdminCompaniesController],
  providers: [CompaniesRepository, CompaniesQueryRepository, CompaniesService],
  exports: [CompaniesService],
})
export class CompaniesModule {}
