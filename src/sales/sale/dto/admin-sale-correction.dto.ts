import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { ApiAtLeastOneField } from '@/platform/http/openapi-constraints';
import { IsDefined, IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { AddressDto, Trim } from '@/platform/common/validators';
import { CUSTOMER_TYPES } from '@/platform/database/schema';
import { PersonInputDto } from '@/accounts/people/dto/person.dto';
import {
  IsPropertyAddress,
  IsTenureDetails,
  IsTenureOption,
} from '@/sales/properties/dto/property.dto';
import { TransactionDto } from './sale.dto';
import { IsAskingPrice, type CustomerType } from './sale-input.dto';

export const WITHDRAWAL_REASON_REQUIRED = 'Please give the reason for withdrawing the sale';

/**
 * PUT /api/admin/transactions/:id/details: staff correct the property's address and tenure and
 * the asking price, by the rules of the seller's property form (changed fields only).
 */
@ApiAtLeastOneField()
export class CorrectSaleDetailsDto {
  @IsPropertyAddress({ optional: true })
  propertyAddress?: AddressDto;

  @IsTenureOption({ optional: true })
  tenureOption?: string;

  @IsTenureDetails()
  tenureDetails?: string;

  @IsAskingPrice()
  askingPrice?: number;
}

/** POST /api/admin/transactions/:id/co-sellers: a new additional seller (the seller's rules). */
export class CoSellerDto extends OmitType(PersonInputDto, ['personId'] as const) {}

/** PUT /api/admin/transactions/:id/customer-type */
export class SetCustomerTypeDto {
  @ApiProperty({
    enum: CUSTOMER_TYPES,
    description:
      "individual_owner: the account holder is the seller ('Seller / Owner'); representative: they act for the sellers, who must then include at least one additional seller",
  })
  @IsDefined({ message: 'Please select an option' })
  @IsIn(CUSTOMER_TYPES, { message: 'Please select an option' })
  customerType!: CustomerType;
}

/** POST /api/admin/transactions/:id/withdraw */
export class WithdrawSaleDto {
  @ApiProperty({ maxLength: 2000, description: 'Why the sale is withdrawn (on the timeline)' })
  @Trim()
  @IsDefined({ message: WITHDRAWAL_REASON_REQUIRED })
  @IsString({ message: WITHDRAWAL_REASON_REQUIRED })
  @MinLength(1, { message: WITHDRAWAL_REASON_REQUIRED })
  @MaxLength(2000, { message: 'The reason must be at most 2000 characters long' })
  reason!: string;
}

/** POST /api/admin/transactions/:id/archive and …/reinstate */
export class SaleStateCommentsDto {
  @ApiPropertyOptional({ maxLength: 2000, description: 'Why (on the timeline)' })
  @Trim()
  @IsOptional()
  @IsString()
  @MaxLength(2000, { message: 'Comments must be at most 2000 characters long' })
  comments?: string;
}

/** The sale after a correction: as its seller sees it, plus whether staff withdrew or archived it. */
export class CorrectedSaleDto extends TransactionDto {
  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true })
  withdrawn_at!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true })
  withdrawal_reason!: string | null;
  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true })
  archived_at!: string | null;
}

export const SOLICITOR_SIDES = ['seller', 'buyer'] as const;
export type SolicitorSide = (typeof SOLICITOR_SIDES)[number];
