import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { AddressDto, IsAddress, Trim } from '@/platform/common/validators';
import { TENURES } from '@/platform/database/schema';
import type { PropertyRow } from '../properties.repository';
import { TENURE_OPTIONS } from '../tenure';

/** Sets country United Kingdom / GB on an address before it is validated (property addresses). */
export const InUnitedKingdom = () =>
  Transform(({ value }: { value: unknown }) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? Object.assign(value, { country: 'United Kingdom', country_iso_2: 'GB' })
      : value,
  );

/** A property address: a UK address whatever country the form sent (United Kingdom / GB). */
export function IsPropertyAddress(options: { optional?: boolean; missingMessage?: string } = {}) {
  return applyDecorators(
    IsAddress({ optional: options.optional }),
    ...(options.optional
      ? []
      : [IsDefined({ message: options.missingMessage ?? 'Please provide the property address' })]),
    InUnitedKingdom(),
  );
}

/** The tenure answer: a named tenure, 'Other / Not Sure' (with details) or free text. */
export function IsTenureOption(options: { optional?: boolean; missingMessage?: string } = {}) {
  const message = options.missingMessage ?? 'Please select an option';
  return applyDecorators(
    options.optional
      ? ApiPropertyOptional({ example: 'Freehold', description: tenureHelp })
      : ApiProperty({ example: 'Freehold', description: tenureHelp }),
    Trim(),
    ...(options.optional ? [IsOptional()] : [IsDefined({ message })]),
    IsString({ message }),
    MinLength(1, { message }),
    MaxLength(255, { message: 'Tenure must be less than 255 characters long' }),
  );
}

const tenureHelp =
  `One of ${TENURE_OPTIONS.map((o) => `'${o}'`).join(', ')}. Any other text is stored as ` +
  "'Other' with the text as tenure_details; 'Other / Not Sure' needs tenureDetails.";

export function IsTenureDetails() {
  return applyDecorators(
    ApiPropertyOptional({ maxLength: 255, description: "Details of an 'Other / Not Sure' tenure" }),
    Trim(),
    IsOptional(),
    IsString({ message: 'Please provide details' }),
    MaxLength(255, { message: 'Details must be less than 255 characters long' }),
  );
}

export class CreatePropertyDto {
  @IsPropertyAddress()
  propertyAddress!: AddressDto;

  @IsTenureOption()
  tenureOption!: string;

  @IsTenureDetails()
  tenureDetails?: string;
}

export class UpdatePropertyDto {
  @IsPropertyAddress({ optional: true })
  propertyAddress?: AddressDto;

  @IsTenureOption({ optional: true })
  tenureOption?: string;

  @IsTenureDetails()
  tenureDetails?: string;
}

export class PropertyDto {
  @ApiProperty() _id!: string;
  @ApiProperty({ type: AddressDto }) address!: AddressDto;
  @ApiPropertyOptional({ enum: TENURES, nullable: true }) tenure!: (typeof TENURES)[number] | null;
  @ApiPropertyOptional({ nullable: true, type: String }) tenure_details!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

/** One answer of the postcode lookup. */
export class PropertyOptionDto {
  @ApiProperty() _id!: string;
  @ApiProperty({ type: AddressDto }) address!: AddressDto;
}

export function toPropertyDto(row: PropertyRow): PropertyDto {
  return {
    _id: row._id,
    address: row.address as AddressDto,
    tenure: row.tenure,
    tenure_details: row.tenure_details,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
