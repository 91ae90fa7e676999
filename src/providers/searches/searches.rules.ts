/**
 * The search-ordering rules of the back office (admin spec §2, §3 and §5) as pure functions: the
 * products and their names, the premise rule of the order form, how a status reads, and the
 * one-order-a-day limit.
 */

import type { SearchProductCode } from '@/platform/config/providers/searches';

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

export const PREMISE_REQUIRED = 'Either building name or number is required';

export type SearchPremise = {
  subBuildingName?: string | null;
  buildingName?: string | null;
  buildingNumber?: string | null;
};

/** The order form's premise rule: a building name or a building number (a flat alone is not enough). */
export function premiseProblem(premise: SearchPremise): string | null {
  const filled = (value: string | null | undefined) => Boolean(value?.trim());
  return filled(premise.buildingName) || filled(premise.buildingNumber) ? null : PREMISE_REQUIRED;
}

export type SearchStatusKind = 'in progress' | 'cancelled' | 'complete';

/** A search order's status: in progress, cancelled, and anything else counts as complete. */
export function searchStatusKind(status: string): SearchStatusKind {
  if (status === 'in progress') return 'in progress';
  if (status === 'cancelled') return 'cancelled';
  return 'complete';
}

export const SEARCHES_ORDERED_TODAY =
  'Searches have already been ordered today for this transaction. Searches are limited to one order per day.';

const LONDON_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The London calendar day of an instant, 'YYYY-MM-DD': searches are limited to one order a day,
 * as staff read the date (the day an order request is filed under).
 */
export function londonDay(at: Date): string {
  return LONDON_DAY.format(at);
}

/** The premise as the order form sends it: trimmed, blank parts null. */
export function cleanPremise(premise: SearchPremise) {
  const clean = (value: string | null | undefined) => value?.trim() || null;
  return {
    subBuildingName: clean(premise.subBuildingName),
    buildingName: clean(premise.buildingName),
    buildingNumber: clean(premise.buildingNumber),
  };
}
