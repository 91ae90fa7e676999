import { Body, Get, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
} from '@nestjs/swagger';
import { CurrentUser, SessionUser } from '@/platform/common/decorators';
import { IdParam } from '@/platform/common/id-param';
import { AdminController } from '@/platform/http/admin';
import { Idempotent } from '@/platform/idempotency/idempotency.interceptor';
import {
  MilestoneRecordDto,
  SaleMilestonesDto,
  RecordMilestoneDto,
} from '@/sales/milestones/dto/milestone.dto';
import { ProgressionService } from './progression.service';

/** A sale's milestones: /api/admin/transactions/{id}/milestones (issue 36). */
@AdminController('transactions')
export class AdminMilestonesController {
  constructor(private readonly progression: ProgressionService) {}

  @Get(':id/milestones')
  @ApiOperation({
    operationId: 'milestones',
    summary:
      'Every step of the catalogue for the sale and the purchase going ahead, reached or not, with expected day, lag and author; and every record, corrections included',
  })
  @ApiOkResponse({ type: SaleMilestonesDto })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  list(@IdParam() id: string): Promise<SaleMilestonesDto> {
    return this.progression.list(id);
  }

  @Post(':id/milestones')
  @Idempotent()
  @ApiOperation({
    operationId: 'recordMilestone',
    summary:
      "Record a step as reached on a day (a correction when the step already has a record: it supersedes it, and both stay in the history). Sale agreed, exchanged, completed, fell through and withdrawn are the purchase's significant dates too, with the same order rules. The same record again changes nothing.",
  })
  @ApiCreatedResponse({ type: MilestoneRecordDto })
  @ApiBadRequestResponse({
    description:
      "An unknown key, a date that is not a day, a day in the future ('The exchanged date cannot be in the future'), a step out of order ('An exchanged date needs the sale agreed date first'), a fell_through without a reason, a reason or expected_at where none belongs",
  })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  @ApiConflictResponse({
    description:
      "A step of the purchase on a sale with no buyer's purchase yet (MILESTONE_NEEDS_PURCHASE)",
  })
  record(
    @CurrentUser() admin: SessionUser,
    @IdParam() id: string,
    @Body() body: RecordMilestoneDto,
  ): Promise<MilestoneRecordDto> {
    return this.progression.record(admin, id, body);
  }
}
