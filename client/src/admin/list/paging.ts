/** admin.md §9 'Timing and paging': page sizes 10, 20, 50 and 100. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;

/** admin.md §9: pagination lists up to 5 pages in full. */
export const MAX_PAGES_LISTED = 5;

export const isPageSize = (value: number): value is PageSize =>
  (PAGE_SIZES as readonly number[]).includes(value);

/** The query parameters of one page of a list (skip and limit, as the API takes them). */
export type PageRequest = { skip: number; limit: number };

/**
 * admin.md §7: the list pages send `skip = (page - 1) × size` and `limit = size × page`. The
 * server answers the one page of `size` rows between them (limit − skip), not `limit` rows.
 */
export const pageRequest = (page: number, size: number): PageRequest => ({
  skip: (page - 1) * size,
  limit: size * page,
});

/** The number of pages `total` rows fill (at least 1, so an empty list is on page 1 of 1). */
export const pageCount = (total: number, size: number): number =>
  Math.max(1, Math.ceil(total / size));

/**
 * admin.md §2 estate agents: '1 - 10 of N' (first row - last row of total). A `capped` total is
 * a bound the list counted to, with more rows beyond: '1 - 10 of 1,000+'.
 */
export const rangeLabel = (page: number, size: number, total: number, capped = false): string => {
  if (total <= 0) return '0 - 0 of 0';
  const from = Math.min((page - 1) * size + 1, total);
  const to = Math.min(page * size, total);
  return `${from} - ${to} of ${capped ? cappedTotal(total) : total}`;
};

/** A count that stopped at its bound: '10,000+'. */
export const cappedTotal = (total: number): string => `${total.toLocaleString('en-GB')}+`;

export type PageLink = { type: 'page'; page: number } | { type: 'ellipsis'; key: string };

/**
 * admin.md §2 estate agents: with at most 5 pages all are listed; otherwise the first, an
 * ellipsis, the current page's neighbours and the last. An ellipsis stands wherever pages are
 * skipped, so it may appear on both sides of the current page or on neither.
 */
export const pageLinks = (current: number, count: number): PageLink[] => {
  if (count <= MAX_PAGES_LISTED) {
    return Array.from({ length: count }, (_, i) => ({ type: 'page', page: i + 1 }));
  }
  const pages = [...new Set([1, current - 1, current, current + 1, count])]
    .filter((page) => page >= 1 && page <= count)
    .sort((a, b) => a - b);
  const links: PageLink[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous > 1) {
      links.push({ type: 'ellipsis', key: `after-${previous}` });
    }
    links.push({ type: 'page', page });
  });
  return links;
};
