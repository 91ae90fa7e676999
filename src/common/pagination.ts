import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

/** `skip` and `limit` of the admin lists, applied in SQL. */
export class PaginationQueryDto {
  @ApiPropertyOptional({ minimum: 0, default: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  skip?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  limit?: number;
}

export type Page<T> = { items: T[]; totalItems: number; totalFilteredItems: number };

export type PageWindow = { offset: number; limit: number };

export function pageWindow(query: PaginationQueryDto): PageWindow {
  return { offset: query.skip ?? 0, limit: query.limit ?? DEFAULT_PAGE_SIZE };
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
