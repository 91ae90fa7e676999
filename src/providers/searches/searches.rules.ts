/**
 * The search-ordering rules of the back office (admin spec §2, §3 and §5) as pure functions: the
 * products and their names, the premise rule of the order form, how a status reads, and the
 * one-order-a-day limit.
 */

export {
  isSearchProductCode,
  productName,
  SEARCH_PRODUCTS,
  searchStatusKind,
  type SearchStatusKind,
} from '@/platform/config/providers/search-products';

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

export const SEARCHES_ORDERED_TODAY =
  'Searches have already been ordered today for this transaction. Searches are limited to one order per day.';

export const SEARCHES_SALE_NOT_PAID =
  'This sale has not been paid for. To order searches before the seller pays, give the reason for the override.';

/**
 * Searches cost money the seller pays with the onboarding fee: on an unpaid sale they are ordered
 * only with a reason for the override (recorded on the timeline). Answers the reason to record, or
 * null when none is needed; throws nothing (the caller refuses).
 */
export function unpaidOverride(
  salePaid: boolean,
  reason: string | null | undefined,
): { allowed: boolean; reason: string | null } {
  if (salePaid) return { allowed: true, reason: null };
  const given = reason?.trim() || null;
  return { allowed: given !== null, reason: given };
}

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
