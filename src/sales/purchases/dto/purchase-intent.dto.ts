import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { IsObjectIdString, Trim } from '@/platform/common/validators';
import {
  CUSTOMER_TYPES,
  GIFTOR_RELATIONSHIPS,
  OWNERSHIP_TYPES,
  YES_NO_NOT_SURE,
} from '@/platform/database/schema';
import { PersonInputDto } from '@/accounts/people/dto/person.dto';
import { MORTGAGE_PROVIDERS } from '../mortgage-providers';
import type {
  CustomerType,
  GiftorRelationship,
  OwnershipType,
  YesNoNotSure,
} from '../purchase-intents.rules';

export const MIN_AGREED_PRICE = 99_000;
export const MAX_AGREED_PRICE = 100_000_000;
export const AGREED_PRICE_MESSAGE =
  'Agreed price must be higher than £99,000 and less than £100,000,000';
export const GIFT_AMOUNT_MESSAGE = 'Amount must be higher than £0';
export const MAX_GIFT_AMOUNT = 100_000_000;
export const MAX_PEOPLE = 10;

const PRICE_TEXT = /^(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/;

/**
 * Whole pounds, as a JSON number or as the price text a currency input shows ('250,000');
 * anything else stays as sent, so the integer check answers 'Invalid price format'.
 */
const WholePounds = () =>
  Transform(({ value }) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    return PRICE_TEXT.test(text) ? Number(text.replace(/,/g, '')) : value;
  });

const OptionalAnswer = () =>
  applyDecorators(
    ApiPropertyOptional({ nullable: true, type: Boolean }),
    IsOptional(),
    IsBoolean({ message: 'Please select an option' }),
  );

const FundingFlag = () =>
  applyDecorators(
    ApiPropertyOptional({ default: false }),
    IsOptional(),
    IsBoolean({ message: 'Please select an option' }),
  );

/** An additional buyer: a person with their own contact details (spec §3 Person). */
export class PurchaseIntentPersonDto extends PersonInputDto {}

/** Someone giving money towards the purchase (spec §3 Giftor). */
export class GiftorDto extends PurchaseIntentPersonDto {
  @ApiProperty({ enum: GIFTOR_RELATIONSHIPS })
  @IsIn(GIFTOR_RELATIONSHIPS, { message: 'Required field' })
  relationship!: GiftorRelationship;

  @ApiProperty({ description: 'Whole pounds, at least 5', minimum: 5, maximum: MAX_GIFT_AMOUNT })
  @WholePounds()
  @IsDefined({ message: GIFT_AMOUNT_MESSAGE })
  @IsInt({ message: 'Invalid price format' })
  @Min(5, { message: GIFT_AMOUNT_MESSAGE })
  @Max(MAX_GIFT_AMOUNT, { message: 'Amount must be less than £100,000,000' })
  amount!: number;
}

export class FundingDto {
  @FundingFlag() savingsFromEmployment?: boolean;
  @FundingFlag() remortgage?: boolean;
  @FundingFlag() investmentPortfolio?: boolean;
  @FundingFlag() inheritance?: boolean;
  @FundingFlag() divorceSettlement?: boolean;
  @FundingFlag() pensionLumpSumWithdrawal?: boolean;
  @FundingFlag() saleOfShares?: boolean;
  @FundingFlag() directorsLoansDividends?: boolean;
  @FundingFlag() otherFunding?: boolean;

  @ApiProperty({ enum: YES_NO_NOT_SURE, description: 'Is any of the money a gift?' })
  @IsIn(YES_NO_NOT_SURE, { message: 'Please select an option' })
  gifts!: YesNoNotSure;

  @ApiPropertyOptional({
    nullable: true,
    type: String,
    maxLength: 255,
    description: 'Details of the other funding; required when otherFunding is true',
  })
  @Trim()
  @IsOptional()
  @IsString({ message: 'Please provide details' })
  @MaxLength(255, { message: 'Details must be less than 255 characters long' })
  otherFundingOption?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String, maxLength: 2000 })
  @Trim()
  @IsOptional()
  @IsString()
  @MaxLength(2000, { message: 'Comments must be less than 2000 characters long' })
  otherFundingComments?: string | null;
}

/** The buyer property form (spec §3), sent whole to create a purchase intent. */
export class CreatePurchaseIntentDto {
  @ApiPropertyOptional({
    description:
      "The primary buyer's user id: yours (the default). The back office creates purchases for others at POST /api/admin/purchase-intents.",
  })
  @IsOptional()
  @IsObjectIdString()
  primaryBuyerId?: string;

  @ApiProperty({
    minLength: 2,
    maxLength: 255,
    description: `The chosen property's _id (from GET /property/postcode/{postcode}), or 'property_not_listed'`,
  })
  @Trim()
  @IsString({ message: 'Please select an address' })
  @MinLength(2, { message: 'Please select an address' })
  @MaxLength(255, { message: 'Please select an address' })
  property_id!: string;

  @ApiPropertyOptional({
    nullable: true,
    type: Number,
    minimum: MIN_AGREED_PRICE,
    maximum: MAX_AGREED_PRICE,
    description: "Whole pounds; a JSON number or price text such as '250,000'",
  })
  @WholePounds()
  @IsOptional()
  @IsInt({ message: 'Invalid price format' })
  @Min(MIN_AGREED_PRICE, { message: AGREED_PRICE_MESSAGE })
  @Max(MAX_AGREED_PRICE, { message: AGREED_PRICE_MESSAGE })
  agreedPrice?: number | null;

  @ApiProperty({ enum: YES_NO_NOT_SURE })
  @IsIn(YES_NO_NOT_SURE, { message: 'Please select an option' })
  mortgageRequiredForPurchase!: YesNoNotSure;

  @ApiPropertyOptional({
    nullable: true,
    type: String,
    description:
      'One of GET /purchase-intent/mortgage-providers; required when a mortgage is required, cleared otherwise',
  })
  @Trim()
  @IsOptional()
  @IsIn(MORTGAGE_PROVIDERS, { message: 'Please select an option' })
  mortgageProvider?: string | null;

  @ApiProperty({ type: FundingDto })
  @IsDefined({ message: 'Please select an option' })
  @ValidateNested()
  @Type(() => FundingDto)
  funding!: FundingDto;

  @ApiPropertyOptional({
    type: [GiftorDto],
    description: 'Kept only when funding.gifts is yes; the list replaces the stored one',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_PEOPLE, { message: `Please add no more than ${MAX_PEOPLE} giftors` })
  @ValidateNested({ each: true })
  @Type(() => GiftorDto)
  giftors?: GiftorDto[] | null;

  @OptionalAnswer() purchaseDependentOnSale?: boolean | null;

  @ApiProperty({ enum: OWNERSHIP_TYPES })
  @IsIn(OWNERSHIP_TYPES, { message: 'Please select an option' })
  ownershipType!: OwnershipType;

  @ApiPropertyOptional({
    type: [PurchaseIntentPersonDto],
    description:
      'Kept only for Joint ownership (at least one then); the list replaces the stored one',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_PEOPLE, { message: `Please add no more than ${MAX_PEOPLE} buyers` })
  @ValidateNested({ each: true })
  @Type(() => PurchaseIntentPersonDto)
  additionalBuyers?: PurchaseIntentPersonDto[] | null;

  @OptionalAnswer() firstTimeBuyer?: boolean | null;
  @OptionalAnswer() isUsingForeignCurrency?: boolean | null;
  @OptionalAnswer() requiresMortgageReferral?: boolean | null;

  @ApiPropertyOptional({ enum: CUSTOMER_TYPES, default: 'individual_owner' })
  @IsOptional()
  @IsIn(CUSTOMER_TYPES, { message: 'Please select an option' })
  customerType?: CustomerType;
}

/** Funding changes: only the answers that changed. */
export class FundingChangesDto extends PartialType(FundingDto) {}

/**
 * Changed fields only. A field left out keeps its stored value; `null` clears an optional one;
 * `giftors` and `additionalBuyers`, when sent, replace the stored lists.
 */
export class UpdatePurchaseIntentDto extends PartialType(
  OmitType(CreatePurchaseIntentDto, ['primaryBuyerId', 'funding'] as const),
) {
  @ApiPropertyOptional({ type: FundingChangesDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => FundingChangesDto)
  funding?: FundingChangesDto;
}

export class UpdatePurchaseIntentQueryDto {
  @ApiPropertyOptional({
    enum: ['true', 'false'],
    description: "'true' records that the buyer accepted the terms and conditions",
  })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'termsAndConditions must be true or false' })
  termsAndConditions?: 'true' | 'false';
}

/** The buyer property form as the back office sends it, for a named buyer. */
export class AdminCreatePurchaseIntentDto extends OmitType(CreatePurchaseIntentDto, [
  'primaryBuyerId',
] as const) {
  @ApiProperty({ description: "The primary buyer's user id" })
  @IsDefined({ message: "Please provide the buyer's user id" })
  @IsObjectIdString()
  primaryBuyerId!: string;
}

/** PUT /api/admin/purchase-intents/{id}/transaction: the sale the purchase belongs to. */
export class MovePurchaseIntentDto {
  @ApiProperty({ description: 'The sale (transaction) the purchase belongs to from now on' })
  @IsDefined({ message: 'Please choose the transaction' })
  @IsObjectIdString()
  transactionId!: string;

  @ApiPropertyOptional({ description: 'Why, for the timelines', maxLength: 1000 })
  @Trim()
  @IsOptional()
  @IsString()
  @MaxLength(1000, { message: 'Comments must be at most 1000 characters long' })
  comments?: string;
}
