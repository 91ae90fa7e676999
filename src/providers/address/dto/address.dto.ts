import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { Trim } from '@/platform/common/validators';

export class AddressSearchQueryDto {
  @ApiPropertyOptional({
    description: 'What the user typed: a postcode or the start of an address (3+ characters)',
    maxLength: 200,
  })
  @Trim()
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'Please enter less than 200 characters' })
  query?: string;

  @ApiPropertyOptional({
    description: 'Country to search: ISO 3166-1 alpha-2 code or name (default GB)',
    example: 'GB',
  })
  @Trim()
  @IsOptional()
  @IsString()
  @MaxLength(100)
  country?: string;

  @ApiPropertyOptional({ description: 'Id of a container suggestion (Postcode, Street) to open' })
  @Trim()
  @IsOptional()
  @IsString()
  @MaxLength(500)
  containerId?: string;
}

export class AddressDetailsQueryDto {
  @ApiProperty({ description: "Id of a suggestion whose Type is 'Address'" })
  @Trim()
  @IsDefined({ message: 'Please select an address' })
  @IsString({ message: 'Please select an address' })
  @MinLength(1, { message: 'Please select an address' })
  @MaxLength(500, { message: 'Please select an address' })
  id!: string;
}

/** A suggestion, in Loqate Capture Interactive's own field names. */
export class AddressSuggestionDto {
  @ApiProperty({ description: 'Address id (for details) or container id (for a further search)' })
  Id!: string;
  @ApiProperty({
    description: "'Address', or a container to open with containerId ('Postcode', 'Street', ...)",
    example: 'Address',
  })
  Type!: string;
  @ApiProperty({ example: '4 Quay Walk' }) Text!: string;
  @ApiProperty({ description: 'Matched character ranges of Text', example: '0-3' })
  Highlight!: string;
  @ApiProperty({ example: 'Bristol, BS1 4DJ' }) Description!: string;
}

export class CountryDto {
  @ApiProperty({ example: 'United Kingdom' }) name!: string;
  @ApiProperty({ example: 'GB' }) iso2!: string;
}
