import { Module } from '@nestjs/common';
import { EventsModule } from '@/platform/timeline/events.module';
import { AdminTransactionNotesController } from './admin-notes.controller';
import { NotesQueryRepository } from './notes.query-repository';
import { NotesRepository } from './notes.repository';
import { NotesService } from './notes.service';

/**
 * Notes on a sale (Back office IV): staff's, and those features add for a customer or the system
 * through the exported `NotesService.add`. Served on admin routes only. It depends on events
 * alone, so any module may import it.
 */
@Module({
  imports: [EventsModule],
  controllers: [AdminTransactionNotesController],
  providers: [NotesRepository, NotesQueryRepository, NotesService],
  exports: [NotesService],
})
export class NotesModule {}
