import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { pageSchema, PaginationQueryDto } from '@/platform/common/pagination';
import { AddressDto, IsAddress, IsSingleLine, Trim } from '@/platform/common/validators';
import { COMPANY_SALE_STATUSES, type CompanySaleStatus } from '../companies.query-repository';

/**
 * A company number as Companies House writes it: 8 characters, either 8 digits (England and
 * Wales, e.g. 01234567) or 2 letters and 6 digits (SC123456, NI123456, OC123456...).
 * Spaces are dropped and letters raised before the check.
 */
export const COMPANY_NUMBER = /^(\d{8}|[A-Z]{2}\d{6})$/;
export const COMPANY_NUMBER_MESSAGE =
  'Company number must be 8 digits, or 2 letters then 6 digits (e.g. 01234567 or SC123456)';

/** POST /api/admin/companies and PUT …/:id (admin.md §3 Company). */
export class CompanyBodyDto {
  @ApiProperty({ minLength: 1, maxLength: 255 })
  @Trim()
  @IsString({ message: 'Company name is required' })
  @MinLength(1, { message: 'Company name is required' })
  @MaxLength(255, { message: 'Company name is too long' })
  @IsSingleLine('Company name')
  name!: string;

  @ApiProperty({
    description: '8 digits, or 2 letters then 6 digits (e.g. 01234567, SC123456); spaces ignored',
  })
  @Transform(({ value }) =>
    typeof value === 'string' ? value.replace(/\s+/g, '').toUpperCase() : value,
  )
  @IsString({ message: 'Company number is required' })
  @MinLength(1, { message: 'Company number is required' })
  @Matches(COMPANY_NUMBER, { message: COMPANY_NUMBER_MESSAGE })
  company_number!: string;

  @IsAddress() address!: AddressDto;
}

export class CompanyDto {
  @ApiProperty() _id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() company_number!: string;
  @ApiPropertyOptional({ type: AddressDto, nullable: true }) address!: AddressDto | null;
}

/** GET /api/admin/companies: a search (name anywhere, number from its start) and a page. */
export class AdminCompaniesQueryDto extends PaginationQueryDto {
  @ApiPropertyOptional({
    maxLength: 100,
    description: "Part of the company's name, or the start of its number",
  })
  @Trim()
  @IsOptional()
  @IsString({ message: 'q must be text' })
  @MaxLength(100, { message: 'Search must be at most 100 characters' })
  q?: string;
}

/** One row of the Companies list. */
export class AdminCompanyRowDto {
  @ApiProperty() _id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() company_number!: string;
  @ApiPropertyOptional({
    nullable: true,
    type: String,
    description: 'The address on one line; null without one',
  })
  address!: string | null;
  @ApiProperty({ description: 'How many sales the company is the company seller of' })
  sales_count!: number;
}

export class AdminCompanyPageDto extends pageSchema(AdminCompanyRowDto) {}

/** One sale of the company's page. */
export class AdminCompanySaleRowDto {
  @ApiProperty({ description: "The sale's _id (/admin/transactions/{id})" }) _id!: string;
  @ApiPropertyOptional({ nullable: true, type: String, description: "The property's address" })
  address!: string | null;
  @ApiPropertyOptional({ nullable: true, type: Number }) asking_price!: number | null;
  @ApiPropertyOptional({
    nullable: true,
    type: String,
    description: "The sale's transactions group, if any",
  })
  group_id!: string | null;
  @ApiPropertyOptional({ nullable: true, type: String }) group_name!: string | null;
  @ApiProperty({
    enum: COMPANY_SALE_STATUSES,
    description:
      "From the latest purchase's dates (completed, exchanged, sale agreed), else whether the sale is paid",
  })
  status!: CompanySaleStatus;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class AdminCompanySalePageDto extends pageSchema(AdminCompanySaleRowDto) {}
