import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';

const MONTH_MESSAGE = 'month must be a whole number from 1 to 12';
const YEAR_MESSAGE = 'year must be a whole number from 2000 to 2100';

/** A UK calendar month: ?month=11&year=2026 (month 1-12). */
export class StatsMonthQueryDto {
  @ApiProperty({ minimum: 1, maximum: 12, example: 11 })
  @Type(() => Number)
  @IsInt({ message: MONTH_MESSAGE })
  @Min(1, { message: MONTH_MESSAGE })
  @Max(12, { message: MONTH_MESSAGE })
  month!: number;

  @ApiProperty({ minimum: 2000, maximum: 2100, example: 2026 })
  @Type(() => Number)
  @IsInt({ message: YEAR_MESSAGE })
  @Min(2000, { message: YEAR_MESSAGE })
  @Max(2100, { message: YEAR_MESSAGE })
  year!: number;
}

/** Monthly transaction count (admin.md §3 Stats): sales created in the month. */
export class MonthlyTransactionCountDto {
  @ApiProperty({ example: 11 }) month!: number;
  @ApiProperty({ example: 2026 }) year!: number;
  @ApiProperty({ description: 'Sales created in that UK calendar month' }) count!: number;
}

/** Monthly solicitors assignments row (admin.md §3 Stats). */
export class SolicitorAssignmentRowDto {
  @ApiProperty() lawFirmId!: string;
  @ApiProperty() lawFirmName!: string;
  @ApiProperty({
    description:
      'Sales whose seller solicitors (a lawyer group of the firm) were assigned in the month',
  })
  sellerCount!: number;
  @ApiProperty({ description: 'Sales whose buyer solicitors were assigned in the month' })
  buyerCount!: number;
}

/** One row of the Foreign Currency or Mortgage Referrals table (admin.md §2 Stats & Metrics). */
export class ReferralRowDto {
  @ApiProperty({ description: 'The sale (Seller) or purchase intent (Buyer)' }) _id!: string;
  @ApiProperty({ enum: ['Seller', 'Buyer'] }) type!: 'Seller' | 'Buyer';
  @ApiProperty({
    description: "The customer's name; 'Unknown Seller' or 'Unknown Buyer' without one",
  })
  name!: string;
  @ApiProperty({ description: "The property's address on one line, or 'No address'" })
  property_address!: string;
  @ApiProperty({
    nullable: true,
    type: Number,
    description: 'Asking price (Seller) or agreed price (Buyer), in pounds',
  })
  property_value!: number | null;
  @ApiProperty({
    nullable: true,
    type: String,
    format: 'date-time',
    description: "When the legal work started; null reads 'Not started'",
  })
  date_legal_started!: string | null;
}
