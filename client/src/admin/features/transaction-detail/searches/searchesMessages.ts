/** How often the list is asked again while an order is on its way or a search is running. */
export const SEARCHES_POLL_MS = 5_000;

export const SEARCHES_MESSAGES = {
  load: 'There was an error while fetching the searches',
  limit: 'Searches are limited to one order per day.',
  orderedToday: 'Searches were already ordered today. The next order can be placed tomorrow.',
  empty: 'No searches ordered yet',
  /** admin.md §5 'Searches order form', as the server words it. */
  premiseRequired: 'Either building name or number is required',
  /** The search pack's price (admin.md: search pack fee 48000, VAT included). */
  cost: 'Ordering the search pack costs £480.00 including VAT, which the seller pays with the onboarding fee.',
  unpaidTitle: 'This sale has not been paid for',
  unpaidDetail:
    'Searches are normally ordered once the seller has paid. To order them now, give the reason: it goes on the timeline with your name.',
  unpaidReasonRequired: 'Give the reason for ordering before payment',
  ordered: 'Searches ordered',
  reordered: 'Searches reordered',
  queued: (date: string) => `The order of ${date} is being sent to the search provider.`,
  rejected: (date: string, reason: string) =>
    `The search provider refused the order of ${date}: ${reason}`,
} as const;
