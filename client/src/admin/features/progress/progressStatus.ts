import type { SaleProgressDto } from '@/api/generated';
import { formatShortDate } from '@/admin/format';

/** Where a sale in progress stands today (GET /api/admin/transactions, its milestones, at-risk). */
export type SaleProgress = SaleProgressDto;
export type ProgressStatus = SaleProgress['status'];
/** A step of the sale's catalogue (the same keys as the Progress tab's milestones). */
export type ProgressStepKey = SaleProgress['next_key'];

/**
 * The steps' names, as the server's catalogue words them (`src/sales/milestones/
 * milestones.catalogue.ts`): the milestones endpoint sends its labels, but a row of the lists
 * names its next step by key only.
 */
export const MILESTONE_LABELS: Record<ProgressStepKey, string> = {
  sale_agreed: 'Sale agreed',
  solicitors_instructed: 'Solicitors instructed',
  identity_checks_complete: 'Identity checks complete',
  property_information_complete: 'Property information complete',
  searches_ordered: 'Searches ordered',
  searches_returned: 'Searches returned',
  draft_contract_issued: 'Draft contract issued',
  enquiries_raised: 'Enquiries raised',
  enquiries_answered: 'Enquiries answered',
  mortgage_offered: 'Mortgage offered',
  survey_completed: 'Survey completed',
  contracts_signed: 'Contracts signed',
  exchanged: 'Exchanged',
  completion_date_set: 'Completion date set',
  completed: 'Completed',
  fell_through: 'Fell through',
  withdrawn: 'Withdrawn',
};

/**
 * The status in words (never colour alone). red: the exchange (or completion) day has passed, or
 * a step is more than 10 days late; amber: a step is late; on_track: nothing is late.
 */
export const PROGRESS_STATUS_LABELS: Record<ProgressStatus, string> = {
  on_track: 'On track',
  amber: 'Running late',
  red: 'At risk',
};

/** The statuses in order of concern, for filters. */
export const PROGRESS_STATUSES: readonly ProgressStatus[] = ['on_track', 'amber', 'red'];

/** What the sale is due to do next, as a noun: 'Exchange', 'Completion'. */
export const DUE_LABELS: Record<SaleProgress['due_key'], string> = {
  exchanged: 'Exchange',
  completed: 'Completion',
};

const DUE_VERBS: Record<SaleProgress['due_key'], string> = {
  exchanged: 'exchange',
  completed: 'complete',
};

/** '1 day', '12 days'. */
export const daysText = (count: number): string => (count === 1 ? '1 day' : `${count} days`);

/** How late the next step is: '12 days', or 'On time'. */
export const lateByText = (lagDays: number): string =>
  lagDays > 0 ? daysText(lagDays) : 'On time';

/** The next step's lag: '3 days late', or 'On time'. */
export const lagLateText = (lagDays: number): string =>
  lagDays > 0 ? `${daysText(lagDays)} late` : 'On time';

/** 'Exchange 31/12/2026'. */
export const dueText = (progress: Pick<SaleProgress, 'due_key' | 'due_at'>): string =>
  `${DUE_LABELS[progress.due_key]} ${formatShortDate(progress.due_at)}`;

/**
 * The detail beside the status: 'Solicitors instructed 3 days late · due to exchange 31/12/2026',
 * or 'Solicitors instructed: On time · due to exchange 31/12/2026' when nothing is late.
 */
export const progressDetailText = (progress: SaleProgress): string => {
  const step = MILESTONE_LABELS[progress.next_key];
  const lag =
    progress.lag_days > 0 ? `${step} ${lagLateText(progress.lag_days)}` : `${step}: On time`;
  return `${lag} · due to ${DUE_VERBS[progress.due_key]} ${formatShortDate(progress.due_at)}`;
};
