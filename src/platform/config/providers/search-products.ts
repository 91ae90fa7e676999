/**
 * What the search provider's product codes and statuses mean to people: the names shown on the
 * back office's Searches tab and on the customer's tracker, and how an order's status reads. Kept
 * beside the codes (searches.ts) so that every context reads one list.
 */
import type { SearchProductCode } from './searches';

/**
 * The products Threshold orders, by the provider's product code (SEARCH_PRODUCT_CODES, with the
 * provider's settings), with their display names.
 */
export const SEARCH_PRODUCTS = {
  LLC1CON29: 'Local',
  ONESEARCHDW: 'Drainage & Water',
  ENVRES: 'Environmental',
  HOMECHECKPRO: 'Environmental',
  LANDREGPLAN: 'Land Registry Plan',
} as const satisfies Record<SearchProductCode, string>;

export function isSearchProductCode(code: string): code is SearchProductCode {
  return Object.prototype.hasOwnProperty.call(SEARCH_PRODUCTS, code);
}

/** A product's display name; a code we do not sell reads as itself. */
export function productName(code: string): string {
  return isSearchProductCode(code) ? SEARCH_PRODUCTS[code] : code;
}

export type SearchStatusKind = 'in progress' | 'cancelled' | 'complete';

/** A search order's status: in progress, cancelled, and anything else counts as complete. */
export function searchStatusKind(status: string): SearchStatusKind {
  if (status === 'in progress') return 'in progress';
  if (status === 'cancelled') return 'cancelled';
  return 'complete';
}
