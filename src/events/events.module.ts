import { Module } from '@nestjs/common';
import { EventsRepository } from './events.repository';
import { EventsService } from './events.service';

/**
 * The timeline of sales and purchases. Features record events through `EventsService`; the back
 * office reads a sale's timeline through the transactions admin controller.
 */
@Module({
  providers: [EventsRepository, EventsService],
  exports: [EventsService],
})
export class EventsModule {}
