import { Module } from '@nestjs/common';
import { EventsModule } from '@/platform/timeline/events.module';
import { NotesModule } from '@/sales/notes/notes.module';
import { PurchaseIntentsModule } from '@/sales/purchases/purchase-intents.module';
import { SalesModule } from '@/sales/sale/sales.module';
import { ChangeRequestsController } from './change-requests.controller';
import { ChangeRequestsService } from './change-requests.service';

/**
 * Customers' requests to change a paid sale or a confirmed purchase (issue 25). Writes nothing
 * of its own: a request becomes a note (notes module) or a timeline event (events module).
 */
@Module({
  imports: [SalesModule, PurchaseIntentsModule, NotesModule, EventsModule],
  controllers: [ChangeRequestsController],
  providers: [ChangeRequestsService],
})
export class ChangeRequestsModule {}
