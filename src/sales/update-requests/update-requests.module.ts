import { Module } from '@nestjs/common';
import { EventsModule } from '@/platform/timeline/events.module';
import { NotesModule } from '@/sales/notes/notes.module';
import { AdminUpdateRequestsController } from './admin-update-requests.controller';
import { UpdateRequestsController } from './update-requests.controller';
import { UpdateRequestsQueryRepository } from './update-requests.query-repository';
import { UpdateRequestsRepository } from './update-requests.repository';
import { UpdateRequestsService } from './update-requests.service';

/** "Request an update" (issue 36): customers ask from their tracker, staff answer by e-mail. */
@Module({
  imports: [EventsModule, NotesModule],
  controllers: [UpdateRequestsController, AdminUpdateRequestsController],
  providers: [UpdateRequestsRepository, UpdateRequestsQueryRepository, UpdateRequestsService],
})
export class UpdateRequestsModule {}
