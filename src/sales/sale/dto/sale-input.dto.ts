import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
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
  registerDecorator,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { AddressDto, IsAddress, IsObjectIdString } from '@/platform/common/validators';
import { isObjectId } from '@/platform/common/ids';
import { CUSTOMER_TYPES, ESTATE_AGENT_STATUSES } from '@/platform/database/schema';
import { ESTATE_AGENT_SPECIAL_CHOICES } from '@/partners/estate-agents/dto/estate-agent-choice.dto';
import { PersonInputDto } from '@/accounts/people/dto/person.dto';
import {
  InUnitedKingdom,
  IsTenureDetails,
  IsTenureOption,
} from '@/sales/properties/dto/property.dto';

export const SOMETHING_WRONG = 'Something wrong with the validation';
export const ASKING_PRICE_MESSAGE =
  'Asking price must be higher than £99,000 and less than £100,000,000';
export const ASKING_PRICE_MIN = 99_000;
export const ASKING_PRICE_MAX = 100_000_000;
export const MAX_ADDITIONAL_SELLERS = 10;

export type CustomerType = (typeof CUSTOMER_TYPES)[number];
export type EstateAgentStatus = (typeof ESTATE_AGENT_STATUSES)[number];

/** Whole pounds from 99,000 to 100,000,000; '250,000' is read as 250000. */
export function IsAskingPrice() {
  return applyDecorators(
    ApiPropertyOptional({
      minimum: ASKING_PRICE_MIN,
      maximum: ASKING_PRICE_MAX,
      description: 'Whole pounds',
      example: 350000,
    }),
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' && /^\d{1,3}(,\d{3})*$|^\d+$/.test(value.trim())
        ? Number(value.replace(/,/g, ''))
        : value,
    ),
    IsOptional(),
    IsInt({ message: ASKING_PRICE_MESSAGE }),
    Min(ASKING_PRICE_MIN, { message: ASKING_PRICE_MESSAGE }),
    Max(ASKING_PRICE_MAX, { message: ASKING_PRICE_MESSAGE }),
  );
}

/** A yes/no answer the sale cannot be created without. */
function IsRequiredAnswer(description: string) {
  return applyDecorators(
    ApiProperty({ description }),
    IsDefined({ message: SOMETHING_WRONG }),
    IsBoolean({ message: SOMETHING_WRONG }),
  );
}

function IsOptionalAnswer(description: string) {
  return applyDecorators(
    ApiPropertyOptional({ description }),
    IsOptional(),
    IsBoolean({ message: 'Please select an option' }),
  );
}

/** An estate agent id, or 'not_listed' / 'no_agent'. */
export function IsEstateAgentChoice(options: { optional?: boolean } = {}) {
  const validate: PropertyDecorator = (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isEstateAgentChoice',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: 'Please select an option' },
      validator: {
        validate: (value: unknown) =>
          isObjectId(value) || (ESTATE_AGENT_SPECIAL_CHOICES as readonly unknown[]).includes(value),
      },
    });
  const doc = {
    description: "An estate agent's _id, or 'not_listed' or 'no_agent'",
    example: 'not_listed',
  };
  return applyDecorators(
    options.optional ? ApiPropertyOptional(doc) : ApiProperty(doc),
    ...(options.optional ? [IsOptional()] : [IsDefined({ message: 'Please select an option' })]),
    validate,
  );
}

/** An additional seller: a person with their own contact details. */
export class SellerPersonDto extends PersonInputDto {}

const CUSTOMER_TYPE_DOC = {
  enum: CUSTOMER_TYPES,
  description: "individual_owner ('Seller / Owner') or representative (acting for the seller)",
};

/** The seller property form, as POST /transaction takes it. */
export class CreateTransactionDto {
  @ApiPropertyOptional({
    description:
      'An existing property of yours to update (address and tenure) instead of a new one',
  })
  @IsOptional()
  @IsObjectIdString()
  propertyId?: string;

  @ApiPropertyOptional({ type: AddressDto, description: 'Required unless propertyId is given' })
  @ValidateIf((o: CreateTransactionDto) => o.propertyAddress !== undefined || !o.propertyId)
  @IsDefined({ message: SOMETHING_WRONG })
  @ValidateNested()
  @Type(() => AddressDto)
  @InUnitedKingdom()
  propertyAddress?: AddressDto;

  @IsTenureOption({ missingMessage: SOMETHING_WRONG })
  tenureOption!: string;

  @IsTenureDetails()
  tenureDetails?: string;

  @IsAskingPrice()
  askingPrice?: number;

  @ApiProperty(CUSTOMER_TYPE_DOC)
  @IsDefined({ message: SOMETHING_WRONG })
  @IsIn(CUSTOMER_TYPES, { message: 'Please select an option' })
  customerType!: CustomerType;

  @ApiPropertyOptional({ type: [SellerPersonDto] })
  @IsOptional()
  @IsArray({ message: 'Please add the seller details' })
  @ArrayMaxSize(MAX_ADDITIONAL_SELLERS, {
    message: `You can add up to ${MAX_ADDITIONAL_SELLERS} sellers`,
  })
  @ValidateNested({ each: true })
  @Type(() => SellerPersonDto)
  additionalSellers?: SellerPersonDto[];

  @IsOptionalAnswer('The answer to "Is there another seller?"')
  isAnotherSellerSelected?: boolean;

  @IsRequiredAnswer('Is there a mortgage on the property?')
  hasMortgage!: boolean;

  @IsRequiredAnswer('Is the seller buying another property (onward purchase)?')
  onwardPurchase!: boolean;

  @IsRequiredAnswer('Will money be moved in from abroad (foreign currency)?')
  isUsingForeignCurrency!: boolean;

  @IsOptionalAnswer('Would the seller like a mortgage referral?')
  requiresMortgageReferral?: boolean;

  @IsEstateAgentChoice({ optional: true })
  estateAgent?: string;

  @ApiPropertyOptional({
    description: "The primary seller's user id: yours (the default)",
  })
  @IsOptional()
  @IsObjectIdString()
  primarySellerId?: string;
}

/** Changed fields of the seller property form; every field optional. */
export class UpdateTransactionDto {
  @IsAddress({ optional: true })
  @InUnitedKingdom()
  propertyAddress?: AddressDto;

  @IsTenureOption({ optional: true })
  tenureOption?: string;

  @IsTenureDetails()
  tenureDetails?: string;

  @IsAskingPrice()
  askingPrice?: number;

  @ApiPropertyOptional(CUSTOMER_TYPE_DOC)
  @IsOptional()
  @IsIn(CUSTOMER_TYPES, { message: 'Please select an option' })
  customerType?: CustomerType;

  @ApiPropertyOptional({
    type: [SellerPersonDto],
    description: 'The whole list of additional sellers (replaces the current one)',
  })
  @IsOptional()
  @IsArray({ message: 'Please add the seller details' })
  @ArrayMaxSize(MAX_ADDITIONAL_SELLERS, {
    message: `You can add up to ${MAX_ADDITIONAL_SELLERS} sellers`,
  })
  @ValidateNested({ each: true })
  @Type(() => SellerPersonDto)
  additionalSellers?: SellerPersonDto[];

  @IsOptionalAnswer('The answer to "Is there another seller?"')
  isAnotherSellerSelected?: boolean;

  @IsOptionalAnswer('Is there a mortgage on the property?')
  hasMortgage?: boolean;

  @IsOptionalAnswer('Is the seller buying another property (onward purchase)?')
  onwardPurchase?: boolean;

  @IsOptionalAnswer('Will money be moved in from abroad (foreign currency)?')
  isUsingForeignCurrency?: boolean;

  @IsOptionalAnswer('Would the seller like a mortgage referral?')
  requiresMortgageReferral?: boolean;

  @IsEstateAgentChoice({ optional: true })
  estateAgent?: string;
}

export class UpdateTransactionQueryDto {
  @ApiPropertyOptional({
    enum: ['true', 'false'],
    description: "'true' records that the seller accepted the terms and conditions",
  })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'termsAndConditions must be true or false' })
  termsAndConditions?: 'true' | 'false';
}

export class ApplyReferralCodeDto {
  @ApiProperty({ example: 'THRESHOLD100' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsDefined({ message: 'Required' })
  @IsString({ message: 'Required' })
  @MinLength(1, { message: 'Required' })
  @MaxLength(64, { message: 'Code not valid' })
  referralCode!: string;
}

export class SetEstateAgentDto {
  @IsEstateAgentChoice()
  estateAgentId!: string;
}

export const CUSTOMER_SETTABLE_STATUSES = ['assigned', 'not_listed', 'no_agent'] as const;

export class SetEstateAgentStatusDto {
  @ApiProperty({
    enum: ESTATE_AGENT_STATUSES,
    description: "assigned (needs estateAgentId), not_listed or no_agent; 'pending' is for admins",
  })
  @IsIn(ESTATE_AGENT_STATUSES, { message: 'Please select an option' })
  status!: EstateAgentStatus;

  @ApiPropertyOptional({ description: "The estate agent's _id (status assigned)" })
  @IsOptional()
  @IsObjectIdString()
  estateAgentId?: string;
}
