import { Body, Get, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
} from '@nestjs/swagger';
import { AdminController } from '@/platform/http/admin';
import { CurrentUser, SessionUser } from '@/platform/common/decorators';
import { IdParam } from '@/platform/common/id-param';
import { AdditionalRequestsService } from './additional-requests.service';
import {
  AdditionalRequestDto,
  CreateAdditionalRequestDto,
  UpdateAdditionalRequestDto,
} from './dto/additional-request.dto';
import { Idempotent } from '@/platform/idempotency/idempotency.interceptor';

/** Additional information requests: /api/admin/additional-requests/… (admins only). */
@AdminController('additional-requests')
export class AdminAdditionalRequestsController {
  constructor(private readonly requests: AdditionalRequestsService) {}

  @Get('transaction/:transactionId')
  @ApiOperation({
    operationId: 'additionalRequests',
    summary: "A sale's additional requests, oldest first",
  })
  @ApiOkResponse({ type: [AdditionalRequestDto] })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  list(@IdParam('transactionId') transactionId: string): Promise<AdditionalRequestDto[]> {
    return this.requests.list(transactionId);
  }

  @Post('transaction/:transactionId')
  @Idempotent()
  @ApiOperation({
    operationId: 'createAdditionalRequest',
    summary:
      'Create a request: a water bill is e-mailed to the seller at once (one per sale); the others start pending',
  })
  @ApiCreatedResponse({ type: AdditionalRequestDto })
  @ApiBadRequestResponse({ description: 'Not one of the four types' })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  @ApiConflictResponse({ description: 'The water bill request exists' })
  create(
    @CurrentUser() admin: SessionUser,
    @IdParam('transactionId') transactionId: string,
    @Body() body: CreateAdditionalRequestDto,
  ): Promise<AdditionalRequestDto> {
    return this.requests.create(admin, transactionId, body.type);
  }

  @Put(':id')
  @ApiOperation({
    operationId: 'updateAdditionalRequest',
    summary: 'Move a request on: pending → sent, sent → received',
  })
  @ApiOkResponse({ type: AdditionalRequestDto })
  @ApiBadRequestResponse({ description: 'Any other transition' })
  @ApiNotFoundResponse({ description: 'Additional request not found' })
  update(
    @CurrentUser() admin: SessionUser,
    @IdParam() id: string,
    @Body() body: UpdateAdditionalRequestDto,
  ): Promise<AdditionalRequestDto> {
    return this.requests.updateStatus(admin, id, body.status);
  }
}
