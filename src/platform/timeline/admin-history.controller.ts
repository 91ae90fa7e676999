import { Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminController } from '@/platform/http/admin';
import { pageWindow } from '@/platform/common/pagination';
import { HistoryPageDto, HistoryQueryDto } from './dto/history.dto';
import { EventsService } from './events.service';

/**
 * A record's History (admins only): the changes staff made to an estate agent, a brand, a law
 * firm, a lawyer group, a company or a user, read from the timeline. The settings' History is
 * GET /api/admin/config/history; a sale's is its Events tab.
 */
@AdminController('history')
export class AdminHistoryController {
  constructor(private readonly events: EventsService) {}

  @Get()
  @ApiOperation({
    operationId: 'recordHistory',
    summary:
      "A page of one record's changes, newest first: date, author, what changed (in words) and details",
  })
  @ApiOkResponse({ type: HistoryPageDto })
  @ApiBadRequestResponse({
    description: "'subjectId must be a record id (24 hexadecimal characters)', a bad skip or limit",
  })
  list(@Query() query: HistoryQueryDto): Promise<HistoryPageDto> {
    return this.events.historyOfSubject(query.subjectId, pageWindow(query));
  }
}
