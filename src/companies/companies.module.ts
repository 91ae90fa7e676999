import { Module } from '@nestjs/common';
import { EventsModule } from '@/events/events.module';
import { AdminCompaniesController } from './admin-companies.controller';
import { CompaniesRepository } from './companies.repository';
import { CompaniesService } from './companies.service';

@Module({
  imports: [EventsModule],
  controllers: [AdminCompaniesController],
  providers: [CompaniesRepository, CompaniesService],
  exports: [CompaniesService],
})
export class CompaniesModule {}
