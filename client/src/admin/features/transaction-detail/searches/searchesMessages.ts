/** How often the list is asked again while an order is on its way or a search is running. */
export const SEARCHES_POLL_MS = 5_000;

export const SEARCHES_MESSAGES = {
  load: 'There was an error while fetching the searches',
  limit: 'Searches are limited to one order per day.',
  orderedToday: 'Searches were already ordered today. The next order can be placed tomorrow.',
  empty: 'No searches ordered yet',
  /** admin.md §5 'Searches order form', as the server words it. */
  premiseRequired: 'Either building name or number is required',
  ordered: 'Searches ordered',
  reordered: 'Searches reordered',
  queued: (date: string) => `The order of ${date} is being sent to the search provider.`,
  rejected: (date: string, reason: string) =>
    `The search provider refused the order of ${date}: ${reason}`,
} as const;
