import { Body, Get, HttpCode, Post } from '@nestjs/common';
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
import {
  CreateIdentityCheckDto,
  IdentityCheckDetailsDto,
  IdentityCheckDto,
  IdentityChecksDto,
  MessageDto,
  ThirdfortEmailDto,
} from '../dto/identity-checks.dto';
import { IdentityCheckCommandsService } from '../services/identity-check-commands.service';
import { IdentityChecksTabService } from '../services/identity-checks-tab.service';
import { ThirdfortEmailService } from '../services/thirdfort-email.service';

/** Identity checks (Thirdfort): /api/admin/identity-checks/… (admins only). */
@AdminController('identity-checks')
export class AdminIdentityChecksController {
  constructor(
    private readonly tab: IdentityChecksTabService,
    private readonly commands: IdentityCheckCommandsService,
  ) {}

  @Get('transaction/:transactionId')
  @ApiOperation({
    operationId: 'identityChecks',
    summary:
      "A sale's people with their latest check and the action each offers (Sellers, Buyers, Giftors), and every check",
  })
  @ApiOkResponse({ type: IdentityChecksDto })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  findAll(@IdParam('transactionId') transactionId: string): Promise<IdentityChecksDto> {
    return this.tab.view(transactionId);
  }

  @Get('transaction/:transactionId/details')
  @ApiOperation({
    operationId: 'identityCheckDetails',
    summary:
      "The full details of the sale's people ('Show Full Details'), the view on each person's Access list",
  })
  @ApiOkResponse({ type: IdentityCheckDetailsDto })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  details(
    @CurrentUser() admin: SessionUser,
    @IdParam('transactionId') transactionId: string,
  ): Promise<IdentityCheckDetailsDto> {
    return this.tab.fullDetails(admin, transactionId);
  }

  @Post('transaction/:transactionId')
  @ApiOperation({
    operationId: 'orderIdentityCheck',
    summary: "Order a check for one of the sale's people (made by a job)",
  })
  @ApiCreatedResponse({ type: IdentityCheckDto })
  @ApiBadRequestResponse({ description: 'Invalid details, or a rule of admin.md §4 refuses it' })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  @ApiConflictResponse({ description: 'The person has a pending or complete check' })
  create(
    @CurrentUser() admin: SessionUser,
    @IdParam('transactionId') transactionId: string,
    @Body() body: CreateIdentityCheckDto,
  ): Promise<IdentityCheckDto> {
    return this.commands.create(admin, transactionId, body);
  }

  @Post(':id/abort')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'abortIdentityCheck',
    summary: 'Abort a pending check (cancelled at the provider by a job)',
  })
  @ApiOkResponse({ type: IdentityCheckDto })
  @ApiNotFoundResponse({ description: 'Identity check not found' })
  @ApiConflictResponse({ description: 'The check is not pending' })
  abort(@CurrentUser() admin: SessionUser, @IdParam() id: string): Promise<IdentityCheckDto> {
    return this.commands.abort(admin, id);
  }

  @Post(':id/reorder')
  @ApiOperation({
    operationId: 'reorderIdentityCheck',
    summary: "Order a new check for a failed or aborted check's person",
  })
  @ApiCreatedResponse({ type: IdentityCheckDto })
  @ApiNotFoundResponse({ description: 'Identity check not found' })
  @ApiConflictResponse({ description: 'The check is pending, complete or not the latest' })
  reorder(@CurrentUser() admin: SessionUser, @IdParam() id: string): Promise<IdentityCheckDto> {
    return this.commands.reorder(admin, id);
  }
}

/** The estate agent's Thirdfort e-mail: /api/admin/transactions/{id}/thirdfort-email. */
@AdminController('transactions')
export class AdminThirdfortEmailController {
  constructor(private readonly emails: ThirdfortEmailService) {}

  @Post(':transactionId/thirdfort-email')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'sendThirdfortEmail',
    summary:
      "E-mail the estate agent's Thirdfort requesters the identity checks of the sellers (sell) or the buyers and giftors (buy)",
  })
  @ApiOkResponse({ type: MessageDto })
  @ApiBadRequestResponse({ description: 'No agent, or the agent does not request that side' })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  send(
    @CurrentUser() admin: SessionUser,
    @IdParam('transactionId') transactionId: string,
    @Body() body: ThirdfortEmailDto,
  ): Promise<MessageDto> {
    return this.emails.send(admin, transactionId, body.role);
  }
}
