import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { AddressDto, IsAddress, IsSingleLine, Trim } from '@/common/validators';

/** A company number as Companies House writes it: 8 letters or digits, upper case. */
export const COMPANY_NUMBER = /^[A-Z0-9]{1,8}$/;

/** POST /api/admin/companies and PUT …/:id (admin.md §3 Company). */
export class CompanyBodyDto {
  @ApiProperty({ minLength: 1, maxLength: 255 })
  @Trim()
  @IsString({ message: 'Company name is required' })
  @MinLength(1, { message: 'Company name is required' })
  @MaxLength(255, { message: 'Company name is too long' })
  @IsSingleLine('Company name')
  name!: string;

  @ApiProperty({ description: 'Up to 8 letters and digits (e.g. 01234567, SC123456)' })
  @Transform(({ value }) =>
    typeof value === 'string' ? value.replace(/\s+/g, '').toUpperCase() : value,
  )
  @IsString({ message: 'Company number is required' })
  @MinLength(1, { message: 'Company number is required' })
  @Matches(COMPANY_NUMBER, { message: 'Company number must be up to 8 letters and digits' })
  company_number!: string;

  @IsAddress() address!: AddressDto;
}

export class CompanyDto {
  @ApiProperty() _id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() company_number!: string;
  @ApiPropertyOptional({ type: AddressDto, nullable: true }) address!: AddressDto | null;
}
