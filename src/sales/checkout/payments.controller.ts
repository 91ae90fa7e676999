import { Body, Controller, Get, Headers, HttpCode, Param, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiExcludeEndpoint,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { RawBodyRequest } from '@nestjs/common';
import type { Request } from 'express';
import { CurrentUser, Public, SessionUser } from '@/platform/common/decorators';
import {
  CreatePaymentIntentDto,
  PaymentIntentResponseDto,
  PaymentStatusDto,
  StripeCustomerDto,
  WebhookReceivedDto,
} from './dto/payments.dto';
import { PaymentsService } from './payments.service';

@ApiTags('payments')
@Controller('stripe')
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  @Post('customers')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'createPaymentCustomer',
    summary: 'Your card-provider customer: created once, then reused',
  })
  @ApiOkResponse({ type: StripeCustomerDto })
  customer(@CurrentUser() user: SessionUser): Promise<StripeCustomerDto> {
    return this.payments.customerFor(user);
  }

  @Post('create-payment-intent')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'createPaymentIntent',
    summary:
      "Start (or resume) paying a sale's first order; the server prices it and ignores client totals",
  })
  @ApiOkResponse({ type: PaymentIntentResponseDto })
  @ApiConflictResponse({ description: 'Already paid, or a referral code made it free' })
  @ApiNotFoundResponse({ description: 'No sale of yours has that transactionId' })
  createPaymentIntent(
    @CurrentUser() user: SessionUser,
    @Body() body: CreatePaymentIntentDto,
  ): Promise<PaymentIntentResponseDto> {
    return this.payments.createPaymentIntent(user, body);
  }

  @Get('payment-intent/:id/status')
  @ApiOperation({
    operationId: 'paymentStatus',
    summary:
      'For the payment-success page: the payment status from the provider; settles the sale if it succeeded',
  })
  @ApiOkResponse({ type: PaymentStatusDto })
  @ApiParam({
    name: 'id',
    description: "The card provider's payment intent id",
    schema: { type: 'string', pattern: '^pi_[A-Za-z0-9_]{1,200}$', example: 'pi_3Example' },
  })
  status(@CurrentUser() user: SessionUser, @Param('id') id: string): Promise<PaymentStatusDto> {
    return this.payments.confirmStatus(user, id);
  }

  @Public()
  @Post('webhook')
  @HttpCode(200)
  @ApiExcludeEndpoint()
  @ApiOkResponse({ type: WebhookReceivedDto })
  @ApiBadRequestResponse({ description: 'Invalid webhook signature' })
  webhook(
    @Req() request: RawBodyRequest<Request>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<WebhookReceivedDto> {
    return this.payments.receiveWebhook(request.rawBody, signature);
  }
}
