import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, MaxLength, MinLength } from 'class-validator';

export const SEARCH_MIN_CHARS = 2;
export const SEARCH_MAX_CHARS = 100;
export const SEARCH_MIN_MESSAGE = `Search for at least ${SEARCH_MIN_CHARS} characters`;
export const SEARCH_MAX_MESSAGE = `Search for at most ${SEARCH_MAX_CHARS} characters`;

/** GET /api/admin/search?q= (admin.md §2 global search: 2 characters at least). */
export class AdminSearchQueryDto {
  @ApiProperty({
    minLength: SEARCH_MIN_CHARS,
    maxLength: SEARCH_MAX_CHARS,
    description:
      "A seller's or buyer's name or e-mail (or their start), or the property's first address line or postcode (or its start)",
  })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : value,
  )
  @IsString({ message: SEARCH_MIN_MESSAGE })
  @MinLength(SEARCH_MIN_CHARS, { message: SEARCH_MIN_MESSAGE })
  @MaxLength(SEARCH_MAX_CHARS, { message: SEARCH_MAX_MESSAGE })
  q!: string;
}

export class AdminSearchPersonDto {
  @ApiProperty() first_name!: string;
  @ApiProperty() last_name!: string;
  @ApiProperty() email!: string;
}

/** admin.md §3 "Search result (global search)". */
export class AdminSearchResultDto {
  @ApiProperty() id!: string;
  @ApiProperty({ description: 'The property address on one line' }) address!: string;
  @ApiProperty({ type: AdminSearchPersonDto }) seller!: AdminSearchPersonDto;
  @ApiPropertyOptional({
    type: AdminSearchPersonDto,
    nullable: true,
    description: "The latest purchase intent's primary buyer (active first); null reads 'No Buyer'",
  })
  buyer!: AdminSearchPersonDto | null;
}

/** GET /api/admin/search/count: the search's matches, counted no further than `cap`. */
export class AdminSearchCountDto {
  @ApiProperty({ description: 'The sales found, at most `cap`' }) count!: number;
  @ApiProperty({ description: 'Where counting stops' }) cap!: number;
  @ApiProperty({ description: 'More than `cap` sales match (count is then `cap`)' })
  more!: boolean;
}
