import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsArray,
  IsBoolean,
  IsIn,
  IsNumber,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { IsObjectIdString } from '@/platform/common/validators';

/** A product line as the payment page shows it (prices in pence, VAT included). */
export class ProductLineItemDto {
  @ApiProperty({ example: 'Service fee' })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  name!: string;

  @ApiProperty({ example: 24000, description: 'Pence' })
  @IsOptional()
  @IsNumber()
  price!: number;

  @ApiProperty({ example: 1 })
  @IsOptional()
  @IsNumber()
  quantity!: number;

  @ApiProperty({ example: true })
  @IsOptional()
  @IsBoolean()
  incVat!: boolean;
}

export class CreatePaymentIntentDto {
  @ApiProperty({ description: 'The sale to pay for' })
  @IsObjectIdString()
  transactionId!: string;

  @ApiPropertyOptional({ description: 'Ignored: the server prices the order itself' })
  @IsOptional()
  @IsNumber()
  totalOrderAmount?: number;

  @ApiPropertyOptional({ description: "Ignored: the seller's stored customer is used" })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  stripeCustomerId?: string;

  @ApiPropertyOptional({
    type: [ProductLineItemDto],
    description: 'Ignored: the server prices the order from its own catalogue',
  })
  @IsOptional()
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => ProductLineItemDto)
  products?: ProductLineItemDto[];
}

export class PaymentIntentResponseDto {
  @ApiProperty({ description: 'For the Payment Element: pi_…_secret_…' }) clientSecret!: string;
  @ApiProperty({ description: 'What will be charged, in pence (VAT included)', example: 72000 })
  totalAmount!: number;
  @ApiProperty({ example: 'gbp' }) currency!: string;
  @ApiProperty({ example: 'pi_3Nabc…' }) paymentIntentId!: string;
  @ApiProperty({
    description:
      "The card provider's status: requires_payment_method (the card form), or processing (paid, being confirmed: the page waits instead of asking again)",
    example: 'requires_payment_method',
  })
  status!: string;
  @ApiProperty({ type: [ProductLineItemDto], description: 'The priced lines of the order' })
  products!: ProductLineItemDto[];
}

export class StripeCustomerDto {
  @ApiProperty({ example: 'cus_Nabc…' }) id!: string;
}

export class PaymentStatusDto {
  @ApiProperty({
    description: "The card provider's status: succeeded, processing, requires_payment_method, …",
  })
  status!: string;
  @ApiProperty() transactionId!: string;
  @ApiProperty({ description: 'The sale is complete (its first order succeeded)' })
  complete!: boolean;
}

export class WebhookReceivedDto {
  @ApiProperty() received!: boolean;
  @ApiPropertyOptional({ description: 'True when this event id was handled before' })
  duplicate?: boolean;
}

export const SIMULATED_OUTCOMES = ['succeeded', 'requires_payment_method', 'processing'] as const;

export class SimulatedConfirmDto {
  @ApiProperty({ description: 'The clientSecret from create-payment-intent' })
  @IsString()
  @MaxLength(200)
  clientSecret!: string;

  @ApiProperty({
    enum: SIMULATED_OUTCOMES,
    description:
      'succeeded: an accepted card; requires_payment_method: a declined one; processing: accepted but not through yet (it succeeds a few seconds later, as a webhook would say)',
  })
  @IsIn(SIMULATED_OUTCOMES, { message: 'Please select an option' })
  outcome!: (typeof SIMULATED_OUTCOMES)[number];
}

export class SimulatedConfirmResultDto {
  @ApiProperty({ example: 'succeeded' }) status!: string;
  @ApiProperty({
    example:
      '/sell/payment-success?payment_intent=pi_…&payment_intent_client_secret=pi_…_secret_…&redirect_status=succeeded',
  })
  redirectUrl!: string;
  @ApiPropertyOptional({ nullable: true, type: String, example: 'Your card was declined.' })
  error!: string | null;
}

export class SimulatedIntentQueryDto {
  @ApiProperty()
  @IsString()
  @MaxLength(200)
  clientSecret!: string;
}

/** What Stripe.js's retrievePaymentIntent answers, as far as the payment pages read it. */
export class SimulatedPaymentIntentDto {
  @ApiProperty() id!: string;
  @ApiProperty({ enum: ['payment_intent'] }) object!: 'payment_intent';
  @ApiProperty() amount!: number;
  @ApiProperty() currency!: string;
  @ApiProperty() status!: string;
  @ApiProperty() client_secret!: string;
}
