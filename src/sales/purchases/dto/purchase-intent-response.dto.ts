import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { AddressDto } from '@/platform/common/validators';
import { PersonDto } from '@/accounts/people/dto/person.dto';
import { UserContactDto } from '@/accounts/users/dto/user.dto';
import { SignificantDatesViewDto } from '@/sales/progression/dto/significant-dates.dto';
import {
  CUSTOMER_TYPES,
  GIFTOR_RELATIONSHIPS,
  OWNERSHIP_TYPES,
  TENURES,
  YES_NO_NOT_SURE,
} from '@/platform/database/schema';
import type {
  CustomerType,
  GiftorRelationship,
  OwnershipType,
  YesNoNotSure,
} from '../purchase-intents.rules';

const nullableString = () => ApiPropertyOptional({ nullable: true, type: String });
const nullableBoolean = () => ApiPropertyOptional({ nullable: true, type: Boolean });

export class PurchaseIntentBuyerUserDto extends UserContactDto {}

/** An additional buyer or a giftor (spec §3 Person). */
export class PurchaseIntentPersonResponseDto extends PersonDto {}

export class GiftorResponseDto extends PurchaseIntentPersonResponseDto {
  @ApiProperty({ enum: GIFTOR_RELATIONSHIPS }) relationship!: GiftorRelationship;
  @ApiProperty({ description: 'Whole pounds' }) amount!: number;
}

export class PrimaryBuyerDto {
  @ApiProperty({ type: PurchaseIntentBuyerUserDto }) user!: PurchaseIntentBuyerUserDto;
  @ApiProperty({ type: [GiftorResponseDto] }) giftors!: GiftorResponseDto[];
}

export class PurchaseIntentPropertyDto {
  @ApiProperty() _id!: string;
  @ApiProperty({ type: AddressDto }) address!: AddressDto;
  @ApiPropertyOptional({ enum: TENURES, nullable: true }) tenure!: (typeof TENURES)[number] | null;
}

/** A purchase intent (spec §3), snake_case as in the spec's entity list. */
export class PurchaseIntentDto {
  @ApiProperty() _id!: string;
  @ApiProperty({ type: PrimaryBuyerDto }) primary_buyer!: PrimaryBuyerDto;
  @ApiProperty({ type: [PurchaseIntentPersonResponseDto] })
  additional_buyers!: PurchaseIntentPersonResponseDto[];
  @nullableString() property_id!: string | null;
  @ApiPropertyOptional({ nullable: true, type: PurchaseIntentPropertyDto })
  property!: PurchaseIntentPropertyDto | null;
  @ApiPropertyOptional({ enum: OWNERSHIP_TYPES, nullable: true })
  ownership_type!: OwnershipType | null;
  @ApiPropertyOptional({ nullable: true, type: Number, description: 'Whole pounds' })
  agreed_price!: number | null;
  @ApiPropertyOptional({ enum: YES_NO_NOT_SURE, nullable: true })
  mortgage_required_for_purchase!: YesNoNotSure | null;
  @nullableString() mortgage_provider!: string | null;
  @nullableBoolean() purchase_dependent_on_sale!: boolean | null;
  @nullableBoolean() first_time_buyer!: boolean | null;
  @ApiProperty() savings_from_employment!: boolean;
  @ApiPropertyOptional({ enum: YES_NO_NOT_SURE, nullable: true }) gifts!: YesNoNotSure | null;
  @ApiProperty() investment_portfolio!: boolean;
  @ApiProperty() remortgage!: boolean;
  @ApiProperty() inheritance!: boolean;
  @ApiProperty() divorce_settlement!: boolean;
  @ApiProperty() pension_lump_sum_withdrawal!: boolean;
  @ApiProperty() sale_of_shares!: boolean;
  @ApiProperty() directors_loans_dividends!: boolean;
  @ApiProperty({ description: 'Other funding selected' }) other_funding!: boolean;
  @ApiPropertyOptional({
    nullable: true,
    type: String,
    description: 'Details of the other funding (the form field otherFundingOption)',
  })
  other_funding_option!: string | null;
  @nullableString() other_funding_comments!: string | null;
  @nullableBoolean() is_using_foreign_currency!: boolean | null;
  @nullableBoolean() requiresMortgageReferral!: boolean | null;
  @ApiProperty({ enum: CUSTOMER_TYPES }) customer_type!: CustomerType;
  @ApiProperty({ description: 'True once the buyer confirmed fees (the purchase is complete)' })
  is_active!: boolean;
  @ApiProperty({ description: 'True once the buyer accepted the terms and conditions' })
  terms_and_conditions!: boolean;
  @ApiPropertyOptional({ nullable: true, type: String, format: 'date-time' })
  terms_accepted_at!: string | null;
  @ApiPropertyOptional({ nullable: true, type: String, description: 'The sale it is linked to' })
  transaction_id!: string | null;
  @ApiProperty({ type: SignificantDatesViewDto, description: 'Calendar days (YYYY-MM-DD)' })
  significant_dates!: SignificantDatesViewDto;
  @ApiProperty({
    description:
      'The version of the significant dates: send it back with a change (version, or If-Match) so that a change made meanwhile is not overwritten',
  })
  significant_dates_version!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

/** An antd Select option: a lender (label + value) or a labelled group of lenders (label + options). */
export class MortgageProviderOptionDto {
  @ApiProperty() label!: string;
  @ApiPropertyOptional({ description: 'Present on a lender' }) value?: string;
  @ApiPropertyOptional({
    type: () => [MortgageProviderOptionDto],
    description: 'Present on a group',
  })
  options?: MortgageProviderOptionDto[];
}

export class MortgageProvidersDto {
  @ApiProperty({
    type: [String],
    description:
      "Every accepted value in display order: 'Not Sure Yet', the preferred lenders, the rest A-Z, 'Other'",
  })
  providers!: string[];

  @ApiProperty({ type: [String], description: 'The preferred lenders, shown second' })
  preferred!: string[];

  @ApiProperty({
    type: [MortgageProviderOptionDto],
    description:
      "The same list as antd Select options: 'Not Sure Yet', a 'Major lenders' group, an 'All lenders' group, 'Other'",
  })
  options!: MortgageProviderOptionDto[];
}
