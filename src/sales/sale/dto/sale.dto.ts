import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CUSTOMER_TYPES, ESTATE_AGENT_STATUSES } from '@/platform/database/schema';
import { OrderDto } from '@/sales/payments/dto/order.dto';
import { PersonDto } from '@/accounts/people/dto/person.dto';
import { UserContactDto } from '@/accounts/users/dto/user.dto';
import { EstateAgentChoiceDto } from '@/partners/estate-agents/dto/estate-agent-choice.dto';
import { PropertyDto } from '@/sales/properties/dto/property.dto';
import type { CustomerType, EstateAgentStatus } from './sale-input.dto';

export class SellerUserDto extends UserContactDto {}

export class PrimarySellerDto {
  @ApiProperty({ type: SellerUserDto }) user!: SellerUserDto;
  @ApiProperty({ enum: CUSTOMER_TYPES }) customer_type!: CustomerType;
}

/** An additional seller (a person, not a user). */
export class AdditionalSellerDto extends PersonDto {}

/** A seller's sale as its seller sees it (and, for now, the back office's detail). */
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
