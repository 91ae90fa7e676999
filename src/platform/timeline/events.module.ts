import { Module } from '@nestjs/common';
import { AdminHistoryController } from './admin-history.controller';
import { EventsRepository } from './events.repository';
import { EventsService } from './events.service';

/**
 * The timeline of sales and purchases. Features record events through `EventsService`; the back
 * office reads a sale's timeline through the transactions admin controller, and a record's
 * History (who changed what) through GET /api/admin/history.
 */
@Module({
  controllers: [AdminHistoryController],
  providers: [EventsRepository, EventsService],
  exports: [EventsService],
})
export class EventsModule {}
