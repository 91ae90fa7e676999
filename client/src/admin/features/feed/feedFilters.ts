/**
 * admin.md §2 'Activity feed' filter chips, and the find-all query each adds (§7 Transactions:
 * isPaid, estateAgentAssigned, solicitorsAssigned, searchesCompleted, thirdfortChecksCompleted),
 * and 'At risk' (progress=red).
 */
export const feedFilters = [
  { value: 'all', label: 'Show All', query: {} },
  { value: 'unpaid', label: 'Unpaid', query: { isPaid: false } },
  { value: 'no-estate-agents', label: 'No Estate Agents', query: { estateAgentAssigned: false } },
  { value: 'no-solicitors', label: 'No Solicitors', query: { solicitorsAssigned: false } },
  { value: 'no-searches', label: 'No Searches', query: { searchesCompleted: false } },
  {
    value: 'no-thirdfort-checks',
    label: 'No Thirdfort Checks',
    query: { thirdfortChecksCompleted: false },
  },
  {
    value: 'failed-thirdfort-checks',
    label: 'Failed Thirdfort Checks',
    query: { thirdfortChecksFailed: true },
  },
  // Sales in progress whose exchange (or completion) day has passed or a step is over 10 days late.
  { value: 'at-risk', label: 'At risk', query: { progress: 'red' } },
] as const;

export type FeedFilter = (typeof feedFilters)[number]['value'];

export const feedFilterValues = feedFilters.map((filter) => filter.value);

/** The find-all query parameters of a feed filter. */
export const feedFilterQuery = (value: FeedFilter) =>
  feedFilters.find((filter) => filter.value === value)?.query ?? {};
