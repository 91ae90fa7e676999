import type { CheckPersonRowDto } from '@/api/generated';

/** admin.md §8 'Thirdfort email' and 'Identity checks', word for word; the rest is ours. */
export const THIRDFORT_MESSAGES = {
  load: 'There was an error while fetching the estate agent details',
  detailsLoad: 'There was an error while fetching the full details',
  orderFailed: 'Error trying to order thirdfort check',
  abortFailed: 'Error trying to abort thirdfort check',
  reorderFailed: 'Error trying to reorder thirdfort check',
  noCheckToAbort: 'Error getting check id, cannot abort check',
  noCheckToReorder: 'Error getting check id, cannot reorder check',
  emailSent: 'Email sent to the estate agent',
  emailFailed: 'There was an error sending the email',
  ordered: (name: string) => `Identity check ordered for ${name}`,
  aborted: (name: string) => `Identity check aborted for ${name}`,
  reordered: (name: string) => `Identity check reordered for ${name}`,
} as const;

/** The action buttons' labels (admin.md §4 'Identity check status and action'). */
export const ACTION_LABELS: Record<CheckPersonRowDto['action'], string> = {
  order: 'Order Check',
  abort: 'Abort Check',
  reorder: 'Reorder Check',
};

/** How often the checks reload while one is pending (the provider moves it on later). */
export const CHECKS_POLL_INTERVAL_MS = 5_000;
