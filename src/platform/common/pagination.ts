import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Min } from 'class-validator';
import { ValidationError } from './errors';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

/**
 * `skip` and `limit` of the back-office lists, applied in SQL. What `limit` means is the list's
 * choice (see `pageWindow`); the resulting page is at most MAX_PAGE_SIZE rows.
 */
export class PaginationQueryDto {
  @ApiPropertyOptional({ minimum: 0, default: 0, description: 'Rows to skip' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'skip must be a whole number of at least 0' })
  @Min(0, { message: 'skip must be a whole number of at least 0' })
  skip?: number;

  @ApiPropertyOptional({
    minimum: 1,
    default: DEFAULT_PAGE_SIZE,
    description:
      "Where the page ends (skip + page size), as the back office's list pages send it; a limit not above skip is a page size. A page holds at most 100 rows (more is 400 'A page holds at most 100 rows')",
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number of at least 1' })
  @Min(1, { message: 'limit must be a whole number of at least 1' })
  limit?: number;
}

export type Page<T> = { items: T[]; totalItems: number; totalFilteredItems: number };

export type PageWindow = { offset: number; limit: number };

export const PAGE_SIZE_MESSAGE = `A page holds at most ${MAX_PAGE_SIZE} rows`;

/**
 * The rows a list query returns. The back office's list pages send `skip = (page - 1) * size`
 * and `limit = size * page` (admin.md §7): `limit` is where the page ends, so the page holds
 * `limit - skip` rows (`'end'`, the default for back-office lists). A `limit` not above `skip`
 * is read as a page size, so a caller that sends a size still gets one page. `'size'` reads
 * `limit` as the page size always. Either way one page is at most MAX_PAGE_SIZE rows.
 */
export function pageWindow(
  query: PaginationQueryDto,
  limitMeans: 'end' | 'size' = 'end',
): PageWindow {
  const offset = query.skip ?? 0;
  const limit = query.limit;
  const size =
    limit === undefined
      ? DEFAULT_PAGE_SIZE
      : limitMeans === 'end' && limit > offset
        ? limit - offset
        : limit;
  if (size > MAX_PAGE_SIZE) throw new ValidationError([PAGE_SIZE_MESSAGE]);
  return { offset, limit: size };
}

/**
 * Runs a page query and its two counts together: `totalItems` counts everything the caller may
 * see, `totalFilteredItems` what matches the filters.
 */
export async function paginate<T>(
  window: PageWindow,
  fetch: (window: PageWindow) => Promise<T[]>,
  countAll: () => Promise<number>,
  countFiltered: () => Promise<number>,
): Promise<Page<T>> {
  const [items, totalItems, totalFilteredItems] = await Promise.all([
    fetch(window),
    countAll(),
    countFiltered(),
  ]);
  return { items, totalItems, totalFilteredItems };
}

/** Swagger schema helper for a `Page<T>` response. */
export function pageSchema(itemType: new (...args: never[]) => unknown) {
  class PageDto {
    @ApiProperty({ type: [itemType] })
    items!: unknown[];
    @ApiProperty()
    totalItems!: number;
    @ApiProperty()
    totalFilteredItems!: number;
  }
  Object.defineProperty(PageDto, 'name', { value: `${itemType.name}Page` });
  return PageDto;
}
