import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { AddressDto } from '@/common/validators';
import { CUSTOMER_TYPES, ESTATE_AGENT_STATUSES } from '@/database/schema';
import { EstateAgentChoiceDto } from '@/estate-agents/dto/estate-agent-choice.dto';
import { PropertyDto } from '@/properties/dto/property.dto';
import type { CustomerType, EstateAgentStatus } from './transaction-input.dto';

export class SellerUserDto {
  @ApiProperty() _id!: string;
  @ApiProperty() email!: string;
  @ApiProperty() first_name!: string;
  @ApiPropertyOptional({ nullable: true, type: String }) middle_name!: string | null;
  @ApiProperty() last_name!: string;
  @ApiPropertyOptional({ nullable: true, type: String }) phone_number!: string | null;
}

export class PrimarySellerDto {
  @ApiProperty({ type: SellerUserDto }) user!: SellerUserDto;
  @ApiProperty({ enum: CUSTOMER_TYPES }) customer_type!: CustomerType;
}

/** An additional seller (a person, not a user). */
export class AdditionalSellerDto {
  @ApiProperty({ description: 'The person id (send it back as personId to change them)' })
  person_id!: string;
  @ApiProperty() first_name!: string;
  @ApiPropertyOptional({ nullable: true, type: String }) middle_name!: string | null;
  @ApiProperty() last_name!: string;
  @ApiPropertyOptional({ nullable: true, type: String }) email!: string | null;
  @ApiPropertyOptional({ nullable: true, type: String }) phone_number!: string | null;
  @ApiPropertyOptional({ nullable: true, type: AddressDto })
  correspondence_address!: AddressDto | null;
}

export class OrderItemDto {
  @ApiProperty({ example: 'Service fee' }) product_name!: string;
  @ApiProperty({ description: 'Pence, including VAT', example: 24000 }) product_price!: number;
  @ApiProperty({ example: 1 }) quantity!: number;
  @ApiProperty({ example: true }) incVat!: boolean;
}

export class OrderDto {
  @ApiProperty() _id!: string;
  @ApiProperty({ type: [OrderItemDto] }) items!: OrderItemDto[];
  @ApiProperty({ description: 'Pence, including VAT; 0 once a referral code applied' })
  total_amount!: number;
  @ApiProperty({ example: 'gbp' }) currency!: string;
  @ApiPropertyOptional({ nullable: true, type: String, description: 'Referral code applied' })
  code!: string | null;
  @ApiProperty({
    enum: ['stripe_direct', 'invoice'],
    description: 'stripe_direct: paid by card; invoice: not paid by card (e.g. a referral code)',
  })
  payment_type!: 'stripe_direct' | 'invoice';
  @ApiPropertyOptional({ nullable: true, type: String, format: 'date-time' })
  paid_at!: string | null;
  @ApiPropertyOptional({ nullable: true, type: String, description: 'PaymentIntent id' })
  stripe_transaction_id!: string | null;
  @ApiPropertyOptional({
    nullable: true,
    type: String,
    description:
      'Card payment status (succeeded, processing, requires_payment_method, ...); succeeded also when a referral code settled the order',
  })
  stripe_transaction_status!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

/** A seller's sale as its seller (or an admin) sees it. */
export class TransactionDto {
  @ApiProperty() _id!: string;
  @ApiProperty({ enum: ['resale', 'development'] }) type!: 'resale' | 'development';
  @ApiProperty() property_id!: string;
  @ApiProperty({ type: PropertyDto }) property!: PropertyDto;
  @ApiProperty({ type: PrimarySellerDto }) primary_seller!: PrimarySellerDto;
  @ApiProperty({ type: [AdditionalSellerDto] }) additional_sellers!: AdditionalSellerDto[];
  @ApiPropertyOptional({ nullable: true, type: Number, description: 'Whole pounds' })
  asking_price!: number | null;
  @ApiPropertyOptional({ nullable: true, type: Boolean }) has_mortgage!: boolean | null;
  @ApiPropertyOptional({ nullable: true, type: Boolean }) onward_purchase!: boolean | null;
  @ApiPropertyOptional({ nullable: true, type: Boolean })
  is_using_foreign_currency!: boolean | null;
  @ApiPropertyOptional({ nullable: true, type: Boolean })
  requiresMortgageReferral!: boolean | null;
  @ApiProperty({ description: 'The seller accepted the terms and conditions' })
  terms_and_conditions!: boolean;
  @ApiPropertyOptional({ nullable: true, type: String, format: 'date-time' })
  terms_accepted_at!: string | null;
  @ApiPropertyOptional({ nullable: true, type: EstateAgentChoiceDto })
  estate_agent!: EstateAgentChoiceDto | null;
  @ApiPropertyOptional({ nullable: true, type: String }) estate_agent_id!: string | null;
  @ApiProperty({ enum: ESTATE_AGENT_STATUSES }) estate_agent_status!: EstateAgentStatus;
  @ApiPropertyOptional({ nullable: true, type: String, description: 'The referral code applied' })
  referral_code!: string | null;
  @ApiProperty({ type: [String] }) tags!: string[];
  @ApiProperty({ type: [OrderDto], description: 'Oldest first; the first is the onboarding fee' })
  orders!: OrderDto[];
  @ApiProperty({
    description:
      "Onboarding done: the first order's status is succeeded (paid, or a referral code)",
  })
  complete!: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

/** What the resume and payment-page rules need of the latest sale. */
export class LatestTransactionDto {
  @ApiProperty() _id!: string;
  @ApiProperty({ type: [OrderDto] }) orders!: OrderDto[];
  @ApiProperty() terms_and_conditions!: boolean;
  @ApiProperty() complete!: boolean;
}

/** A sale as a buyer whose purchase is linked to it sees it: no seller details. */
export class LinkedTransactionDto {
  @ApiProperty() _id!: string;
  @ApiProperty({ description: 'The purchase intent linked to this sale' })
  purchase_intent_id!: string;
  @ApiProperty({ enum: ['resale', 'development'] }) type!: 'resale' | 'development';
  @ApiProperty({ type: PropertyDto }) property!: PropertyDto;
  @ApiPropertyOptional({ nullable: true, type: EstateAgentChoiceDto })
  estate_agent!: EstateAgentChoiceDto | null;
  @ApiProperty({ enum: ESTATE_AGENT_STATUSES }) estate_agent_status!: EstateAgentStatus;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}
