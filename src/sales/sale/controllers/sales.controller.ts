import { Body, Controller, Get, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, SessionUser } from '@/platform/common/decorators';
import { IdParam } from '@/platform/common/id-param';
import { Idempotent } from '@/platform/idempotency/idempotency.interceptor';
import { ApiRateLimited } from '@/platform/rate-limit/api-rate-limited';
import { LatestTransactionDto, LinkedTransactionDto, TransactionDto } from '../dto/sale.dto';
import {
  ApplyReferralCodeDto,
  CreateTransactionDto,
  SetEstateAgentDto,
  SetEstateAgentStatusDto,
  UpdateTransactionDto,
  UpdateTransactionQueryDto,
} from '../dto/sale-input.dto';
import { SalesService } from '../services/sales.service';

/**
 * The seller's own sales: /api/transaction/… (the spec's name). The class keeps its name because
 * it prefixes the operation ids in openapi.json, and so the generated client's hooks.
 */
@ApiTags('transactions')
@Controller('transaction')
export class TransactionsController {
  constructor(private readonly sales: SalesService) {}

  @Post()
  @Idempotent()
  @ApiOperation({
    operationId: 'createSale',
    summary:
      'Onboard a sale: creates the property (or updates propertyId), then the resale with you as primary seller',
  })
  @ApiCreatedResponse({ type: TransactionDto })
  @ApiBadRequestResponse({ description: "The spec's validation messages" })
  create(
    @CurrentUser() user: SessionUser,
    @Body() body: CreateTransactionDto,
  ): Promise<TransactionDto> {
    return this.sales.create(user, body);
  }

  @Get('user/:userId')
  @ApiOperation({ operationId: 'userSales', summary: 'Your sales, newest first' })
  @ApiOkResponse({ type: [TransactionDto] })
  @ApiForbiddenResponse({ description: "Someone else's sales" })
  listForUser(
    @CurrentUser() user: SessionUser,
    @IdParam('userId') userId: string,
  ): Promise<TransactionDto[]> {
    return this.sales.listForUser(user, userId);
  }

  @Get('latest/:userId')
  @ApiOperation({
    operationId: 'latestSale',
    summary: 'Your latest sale: _id, orders and the terms flag',
  })
  @ApiOkResponse({ type: LatestTransactionDto })
  @ApiForbiddenResponse({ description: "Someone else's sale" })
  @ApiNotFoundResponse({ description: 'The user has no sale' })
  latest(
    @CurrentUser() user: SessionUser,
    @IdParam('userId') userId: string,
  ): Promise<LatestTransactionDto> {
    return this.sales.latestForUser(user, userId);
  }

  @Get('purchase-intent/user/:userId')
  @ApiOperation({
    operationId: 'salesOfUserPurchases',
    summary: 'The sales linked to your purchase intents',
  })
  @ApiOkResponse({ type: [LinkedTransactionDto] })
  @ApiForbiddenResponse({ description: "Someone else's purchase intents" })
  listForPurchaseIntentsOfUser(
    @CurrentUser() user: SessionUser,
    @IdParam('userId') userId: string,
  ): Promise<LinkedTransactionDto[]> {
    return this.sales.listForPurchaseIntentsOfUser(user, userId);
  }

  @Get('purchase-intent/:id')
  @ApiOperation({
    operationId: 'saleOfPurchase',
    summary: 'The sale a purchase intent is linked to',
  })
  @ApiOkResponse({ type: LinkedTransactionDto })
  @ApiNotFoundResponse({ description: 'Not linked, or not yours' })
  getForPurchaseIntent(
    @CurrentUser() user: SessionUser,
    @IdParam() id: string,
  ): Promise<LinkedTransactionDto> {
    return this.sales.getForPurchaseIntent(user, id);
  }

  @Get(':id')
  @ApiOperation({ operationId: 'sale', summary: 'A sale of yours' })
  @ApiOkResponse({ type: TransactionDto })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  get(@CurrentUser() user: SessionUser, @IdParam() id: string): Promise<TransactionDto> {
    return this.sales.get(user, id);
  }

  @Put(':id')
  @ApiOperation({
    operationId: 'updateSale',
    summary:
      'Change fields of a sale (changed fields only); ?termsAndConditions=true accepts the terms',
  })
  @ApiOkResponse({ type: TransactionDto })
  @ApiBadRequestResponse({ description: "The spec's validation messages; no fields" })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  @ApiConflictResponse({ description: 'The sale is paid: its details are locked (SALE_LOCKED)' })
  update(
    @CurrentUser() user: SessionUser,
    @IdParam() id: string,
    @Query() query: UpdateTransactionQueryDto,
    @Body() body: UpdateTransactionDto,
  ): Promise<TransactionDto> {
    return this.sales.update(user, id, body, query);
  }

  @Put(':id/referral-code')
  @ApiOperation({
    operationId: 'applyReferralCode',
    summary: 'Apply a referral code: the first order becomes free and the sale complete',
  })
  @ApiOkResponse({ type: TransactionDto })
  @ApiBadRequestResponse({ description: "'Code not valid'" })
  @ApiConflictResponse({ description: 'The sale was already paid by card' })
  @ApiRateLimited('Too many referral codes tried')
  applyReferralCode(
    @CurrentUser() user: SessionUser,
    @IdParam() id: string,
    @Body() body: ApplyReferralCodeDto,
  ): Promise<TransactionDto> {
    return this.sales.applyReferralCode(user, id, body.referralCode);
  }

  @Put(':id/estate-agent')
  @ApiOperation({
    operationId: 'chooseEstateAgent',
    summary: "Choose the sale's estate agent: an id, not_listed or no_agent",
  })
  @ApiOkResponse({ type: TransactionDto })
  @ApiConflictResponse({ description: 'The sale is paid: its details are locked (SALE_LOCKED)' })
  setEstateAgent(
    @CurrentUser() user: SessionUser,
    @IdParam() id: string,
    @Body() body: SetEstateAgentDto,
  ): Promise<TransactionDto> {
    return this.sales.setEstateAgent(user, id, body.estateAgentId);
  }

  @Put(':id/estate-agent-status')
  @ApiOperation({
    operationId: 'chooseEstateAgentStatus',
    summary: 'Set the estate agent status: assigned (needs estateAgentId), not_listed or no_agent',
  })
  @ApiOkResponse({ type: TransactionDto })
  @ApiConflictResponse({ description: 'The sale is paid: its details are locked (SALE_LOCKED)' })
  setEstateAgentStatus(
    @CurrentUser() user: SessionUser,
    @IdParam() id: string,
    @Body() body: SetEstateAgentStatusDto,
  ): Promise<TransactionDto> {
    return this.sales.setEstateAgentStatus(user, id, body.status, body.estateAgentId);
  }
}
