import { Module } from '@nestjs/common';
import { EventsModule } from '@/platform/timeline/events.module';
import { SalesModule } from '@/sales/sale/sales.module';
import { AdminAdditionalRequestsController } from './admin-additional-requests.controller';
import { AdditionalRequestsRepository } from './additional-requests.repository';
import { AdditionalRequestsService } from './additional-requests.service';

/** A sale's additional information requests (admin.md §4, §5, §8). */
@Module({
  imports: [SalesModule, EventsModule],
  controllers: [AdminAdditionalRequestsController],
  providers: [AdditionalRequestsRepository, AdditionalRequestsService],
  exports: [AdditionalRequestsService],
})
export class AdditionalRequestsModule {}
