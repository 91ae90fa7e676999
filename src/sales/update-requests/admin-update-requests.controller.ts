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
import { AnswerUpdateRequestDto, UpdateRequestDto } from './dto/update-request.dto';
import { UpdateRequestsService } from './update-requests.service';

/** A sale's update requests for staff: /api/admin/transactions/{id}/update-requests. */
@AdminController('transactions')
export class AdminUpdateRequestsController {
  constructor(private readonly requests: UpdateRequestsService) {}

  @Get(':id/update-requests')
  @ApiOperation({
    operationId: 'updateRequests',
    summary: "The customers' requests for an update on the sale, newest first, answered or not",
  })
  @ApiOkResponse({ type: [UpdateRequestDto] })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  list(@IdParam() id: string): Promise<UpdateRequestDto[]> {
    return this.requests.listForSale(id);
  }

  @Post(':id/update-requests/:requestId/answer')
  @ApiOperation({
    operationId: 'answerUpdateRequest',
    summary: 'Answer a request: the answer is e-mailed to the customer who asked and kept',
  })
  @ApiCreatedResponse({ type: UpdateRequestDto })
  @ApiBadRequestResponse({ description: "'Please write the answer', or too long" })
  @ApiNotFoundResponse({ description: 'Transaction or request not found' })
  @ApiConflictResponse({ description: 'Answered already (UPDATE_ALREADY_ANSWERED)' })
  answer(
    @CurrentUser() admin: SessionUser,
    @IdParam() id: string,
    @IdParam('requestId') requestId: string,
    @Body() body: AnswerUpdateRequestDto,
  ): Promise<UpdateRequestDto> {
    return this.requests.answer(admin, id, requestId, body);
  }
}
