import { Body, Controller, Get, Post, Put, Query, UseGuards } from '@nestjs/common';
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
import { RefuseCrossSiteGuard } from './cross-site.guard';
import {
  CreatePurchaseIntentDto,
  UpdatePurchaseIntentDto,
  UpdatePurchaseIntentQueryDto,
} from './dto/purchase-intent.dto';
import { MortgageProvidersDto, PurchaseIntentDto } from './dto/purchase-intent-response.dto';
import { PurchaseIntentsService } from './purchase-intents.service';
import { Idempotent } from '@/platform/idempotency/idempotency.interceptor';

@ApiTags('purchase-intents')
@Controller('purchase-intent')
export class PurchaseIntentsController {
  constructor(private readonly purchaseIntents: PurchaseIntentsService) {}

  @Get('mortgage-providers')
  @ApiOperation({
    operationId: 'mortgageProviders',
    summary: 'The mortgage lenders a buyer can choose from, in display order',
  })
  @ApiOkResponse({ type: MortgageProvidersDto })
  mortgageProviders(): MortgageProvidersDto {
    return this.purchaseIntents.mortgageProviders();
  }

  @Post()
  @Idempotent()
  @ApiOperation({
    operationId: 'createPurchase',
    summary:
      'Create a purchase intent from the whole buyer property form (inactive, terms not accepted)',
  })
  @ApiCreatedResponse({ type: PurchaseIntentDto })
  @ApiBadRequestResponse({ description: "The spec's validation messages" })
  create(
    @CurrentUser() user: SessionUser,
    @Body() body: CreatePurchaseIntentDto,
  ): Promise<PurchaseIntentDto> {
    return this.purchaseIntents.create(user, body);
  }

  @Get('user/:userId')
  @ApiOperation({ operationId: 'userPurchases', summary: 'Your purchase intents, newest first' })
  @ApiOkResponse({ type: [PurchaseIntentDto] })
  @ApiForbiddenResponse({ description: "Someone else's purchase intents" })
  listForUser(
    @CurrentUser() user: SessionUser,
    @IdParam('userId') userId: string,
  ): Promise<PurchaseIntentDto[]> {
    return this.purchaseIntents.listForUser(user, userId);
  }

  @Get('confirm/:id')
  @UseGuards(RefuseCrossSiteGuard)
  @ApiOperation({
    operationId: 'confirmPurchase',
    summary:
      'Confirm the covered fees: activates the purchase and e-mails the buyer once (terms must be accepted)',
  })
  @ApiOkResponse({ type: PurchaseIntentDto })
  @ApiNotFoundResponse({ description: 'No such purchase intent of yours' })
  @ApiConflictResponse({ description: 'The terms and conditions are not accepted yet' })
  confirm(@CurrentUser() user: SessionUser, @IdParam() id: string): Promise<PurchaseIntentDto> {
    return this.purchaseIntents.confirm(user, id);
  }

  @Get(':id')
  @ApiOperation({ operationId: 'purchase', summary: 'A purchase intent of yours' })
  @ApiOkResponse({ type: PurchaseIntentDto })
  @ApiNotFoundResponse({ description: 'No such purchase intent of yours' })
  get(@CurrentUser() user: SessionUser, @IdParam() id: string): Promise<PurchaseIntentDto> {
    return this.purchaseIntents.get(user, id);
  }

  @Put(':id')
  @ApiOperation({
    operationId: 'updatePurchase',
    summary:
      'Change fields of a purchase intent (changed fields only); ?termsAndConditions=true accepts the terms',
  })
  @ApiOkResponse({ type: PurchaseIntentDto })
  @ApiBadRequestResponse({ description: "The spec's validation messages" })
  @ApiNotFoundResponse({ description: 'No such purchase intent of yours' })
  @ApiConflictResponse({
    description: 'Confirmed: its answers change through a change request (PURCHASE_LOCKED)',
  })
  update(
    @CurrentUser() user: SessionUser,
    @IdParam() id: string,
    @Query() query: UpdatePurchaseIntentQueryDto,
    @Body() body: UpdatePurchaseIntentDto,
  ): Promise<PurchaseIntentDto> {
    return this.purchaseIntents.update(user, id, body, query);
  }
}
