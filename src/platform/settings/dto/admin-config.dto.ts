import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ApiAtLeastOneField } from '@/platform/http/openapi-constraints';
import {
  ArrayMaxSize,
  IsArray,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';

/** The back office's settings (admin.md §3 Admin config). */
export class AdminConfigDto {
  @ApiProperty({
    nullable: true,
    type: Number,
    description:
      'Days from sale agreed to exchange that a typical sale takes (the time-saved benchmark)',
  })
  benchmark_in_days!: number | null;

  @ApiProperty({
    nullable: true,
    type: Number,
    description:
      'Amount invoiced per solicitor assignment, in pence (null: invoicing is not configured)',
  })
  invoicing_amount!: number | null;

  @ApiProperty({ type: [String], description: 'The tags admins may put on a transaction' })
  tags!: string[];

  @ApiProperty({
    nullable: true,
    type: String,
    format: 'date-time',
    description: 'Transactions created after this date use identity checks v2',
  })
  thirdfort_v2_switchover_date!: string | null;

  @ApiProperty({ description: 'Progression target: days from sale agreed to exchange' })
  sale_agreed_to_exchange_days!: number;
  @ApiProperty({ description: 'Progression target: days from exchange to completion' })
  exchange_to_completion_days!: number;
  @ApiProperty({ description: 'Progression target: working days for searches to come back' })
  searches_working_days!: number;
}

/** A progression target: a whole number of days, 1 to 365. */
function Target(label: string) {
  return applyDecorators(
    ApiPropertyOptional({ minimum: 1, maximum: 365, type: Number }),
    IsOptional(),
    IsInt({ message: `${label} must be a whole number of days` }),
    Min(1, { message: `${label} must be at least 1` }),
    Max(365, { message: `${label} must be at most 365` }),
  );
}

/** PUT /api/admin/config: the settings given change, the others stay. */
@ApiAtLeastOneField()
export class UpdateAdminConfigDto {
  @ApiPropertyOptional({ minimum: 1, maximum: 3650 })
  @IsOptional()
  @IsInt({ message: 'Benchmark in days must be a whole number of days' })
  @Min(1, { message: 'Benchmark in days must be at least 1' })
  @Max(3650, { message: 'Benchmark in days must be at most 3650' })
  benchmark_in_days?: number;

  @ApiPropertyOptional({
    nullable: true,
    type: Number,
    minimum: 0,
    description: 'Pence per record; null turns invoicing off',
  })
  @ValidateIf((_, value) => value !== null && value !== undefined)
  @IsInt({ message: 'Invoicing amount must be a whole number of pence' })
  @Min(0, { message: 'Invoicing amount cannot be negative' })
  @Max(100_000_000, { message: 'Invoicing amount is too large' })
  invoicing_amount?: number | null;

  @ApiPropertyOptional({
    type: [String],
    maxItems: 50,
    description: 'The whole list: each tag non-empty (trimmed) and unique (any case)',
  })
  @IsOptional()
  @IsArray({ message: 'Tags must be a list of tag names' })
  @ArrayMaxSize(50, { message: 'At most 50 tags' })
  @IsString({ each: true, message: 'Tags must be a list of tag names' })
  @MaxLength(100, { each: true, message: 'A tag is at most 100 characters' })
  tags?: string[];

  @ApiPropertyOptional({
    nullable: true,
    type: String,
    format: 'date',
    description: 'YYYY-MM-DD (or an ISO date-time); null clears it',
  })
  @ValidateIf((_, value) => value !== null && value !== undefined)
  @IsISO8601({ strict: true }, { message: 'Thirdfort v2 switchover date must be a valid date' })
  thirdfort_v2_switchover_date?: string | null;

  @Target('Target days from sale agreed to exchange') sale_agreed_to_exchange_days?: number;
  @Target('Target days from exchange to completion') exchange_to_completion_days?: number;
  @Target('Target working days for searches') searches_working_days?: number;
}
