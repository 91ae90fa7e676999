import { Body, Get, Headers, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
} from '@nestjs/swagger';
import { AdminController } from '@/platform/http/admin';
import { CurrentUser, SessionUser } from '@/platform/common/decorators';
import { IdParam } from '@/platform/common/id-param';
import { AdminCreatePurchaseIntentDto, MovePurchaseIntentDto } from './dto/purchase-intent.dto';
import { PurchaseIntentDto } from './dto/purchase-intent-response.dto';
import { SignificantDatesDto } from '@/sales/progression/dto/significant-dates.dto';
import { PurchaseDatesService } from './purchase-dates.service';
import { PurchaseIntentsService } from './purchase-intents.service';
import { Idempotent } from '@/platform/idempotency/idempotency.interceptor';

/** The back office's purchases: /api/admin/purchase-intents/… (admins only). */
@AdminController('purchase-intents')
export class AdminPurchaseIntentsController {
  constructor(
    private readonly purchaseIntents: PurchaseIntentsService,
    private readonly dates: PurchaseDatesService,
  ) {}

  @Post()
  @Idempotent()
  @ApiOperation({
    operationId: 'createPurchaseForBuyer',
    summary: 'Create a purchase intent for a buyer (the buyer form, checked alike)',
  })
  @ApiCreatedResponse({ type: PurchaseIntentDto })
  @ApiBadRequestResponse({ description: "The spec's validation messages" })
  @ApiNotFoundResponse({ description: 'User not found' })
  create(@Body() body: AdminCreatePurchaseIntentDto): Promise<PurchaseIntentDto> {
    return this.purchaseIntents.adminCreate(body);
  }

  @Get('user/:userId')
  @ApiOperation({
    operationId: 'buyerPurchases',
    summary: "A buyer's purchase intents, newest first",
  })
  @ApiOkResponse({ type: [PurchaseIntentDto] })
  listForBuyer(@IdParam('userId') userId: string): Promise<PurchaseIntentDto[]> {
    return this.purchaseIntents.adminListForBuyer(userId);
  }

  @Get(':id')
  @ApiOperation({ operationId: 'adminPurchase', summary: 'Any purchase intent' })
  @ApiOkResponse({ type: PurchaseIntentDto })
  @ApiNotFoundResponse({ description: 'Purchase intent not found' })
  get(@IdParam() id: string): Promise<PurchaseIntentDto> {
    return this.purchaseIntents.adminGet(id);
  }

  @Put(':id/significant-dates')
  @ApiOperation({
    operationId: 'setSignificantDates',
    summary:
      "Set significant dates {sale_agreed, exchanged, completed, aborted} (calendar days; null clears; absent ones stay; the resulting dates must keep their order, each step after the one it needs, and none after today in the UK); recorded on the sale's timeline",
  })
  @ApiOkResponse({ type: PurchaseIntentDto })
  @ApiBadRequestResponse({
    description:
      "'Day must be between 1 and 31', 'Month must be between 1 and 12', 'Year must be greater than 1900', 'Please enter a valid date or clear all date fields', 'No significant dates provided'; out of order: 'The exchanged date cannot be before the sale agreed date', 'The completed date cannot be before the exchanged date', 'The aborted date cannot be before the sale agreed date'; a step missing: 'An exchanged date needs the sale agreed date first', 'A completed date needs the exchanged date first'; in the future: 'The sale agreed date cannot be in the future' (and the exchanged, completed and aborted dates alike)",
  })
  @ApiNotFoundResponse({ description: 'Purchase intent not found' })
  @ApiConflictResponse({
    description:
      "The version sent (version, or If-Match) is not the dates' current one: someone else changed them since (SIGNIFICANT_DATES_CHANGED, the message says what they are now); nothing changes",
  })
  @ApiHeader({
    name: 'if-match',
    required: false,
    description: "The significant_dates_version read (as the body's version)",
  })
  async setSignificantDates(
    @CurrentUser() admin: SessionUser,
    @IdParam() id: string,
    @Body() body: SignificantDatesDto,
    @Headers('if-match') ifMatch?: string,
  ): Promise<PurchaseIntentDto> {
    await this.dates.setSignificantDates(admin, id, body, ifMatch);
    return this.purchaseIntents.adminGet(id);
  }

  @Put(':id/transaction')
  @ApiOperation({
    operationId: 'movePurchase',
    summary:
      "Attach the purchase to a sale, or move it to another: it then buys that sale's property; recorded on both sales' timelines",
  })
  @ApiOkResponse({ type: PurchaseIntentDto })
  @ApiBadRequestResponse({ description: 'transactionId missing or not an id' })
  @ApiNotFoundResponse({ description: "'Purchase intent not found' or 'Transaction not found'" })
  moveToSale(
    @CurrentUser() admin: SessionUser,
    @IdParam() id: string,
    @Body() body: MovePurchaseIntentDto,
  ): Promise<PurchaseIntentDto> {
    return this.purchaseIntents.adminMoveToSale(admin, id, body);
  }
}
