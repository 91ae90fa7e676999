import type { MilestonesApiResponse, RecordMilestoneDto } from '@/api/generated';
import { formatShortDate } from '@/admin/format';
import { lagLateText } from '@/admin/features/progress/progressStatus';

/** A step of the sale, reached or not (named through the endpoint: the DTO's name moves). */
export type Milestone = MilestonesApiResponse['items'][number];
/** One record of a step: who dated it, when, and whether a correction replaced it. */
export type MilestoneRecord = MilestonesApiResponse['history'][number];
export type MilestoneKey = Milestone['key'];
export type FallThroughReason = NonNullable<RecordMilestoneDto['reason']>;

/** The longest note (and reason details) the API takes, in characters. */
export const MILESTONE_NOTE_MAX_LENGTH = 2000;

/** The steps that end a sale: shown apart from the others. */
export const ENDING_KEYS: readonly MilestoneKey[] = ['fell_through', 'withdrawn'];

export const PROGRESS_MESSAGES = {
  loadFailed: 'There was an error while fetching the milestones',
  recordFailed: 'The milestone was not recorded',
  recorded: 'Milestone recorded',
  noHistory: 'No milestones recorded yet',
  /** The sale is not agreed yet, or has completed, fallen through or been withdrawn. */
  notInProgress: 'Not in progress',
  noPurchase:
    "This sale has no buyer's purchase going ahead yet: steps of the purchase can be recorded once one is.",
  keyRequired: 'Please choose the milestone',
  dateRequired: 'Please enter the date',
  expectedRequired: 'Please enter the planned completion day',
  reasonRequired: 'Please choose why the sale fell through',
  reasonDetailsRequired: 'Please give the details',
  tooLong: `It can be at most ${MILESTONE_NOTE_MAX_LENGTH.toLocaleString('en-GB')} characters long`,
  correctionWarning:
    'This step already has a date. The old record stays in the history, and the customers may be told about the change.',
} as const;

/** Why a sale fell through, as staff read it. */
export const FALL_THROUGH_REASON_LABELS: Record<FallThroughReason, string> = {
  mortgage: 'Mortgage',
  buyer_changed_mind: 'The buyer changed their mind',
  survey: 'Survey',
  chain_break: 'The chain broke',
  gazumped: 'Gazumped',
  seller_withdrew: 'The seller withdrew',
  other: 'Other',
};

/** A day from the API → '03/02/2026'; '—' when there is none. */
export const dayText = (value: string | null): string => (value ? formatShortDate(value) : '—');

/** The step has not happened yet and its expected day has passed. */
export const isRunningLate = (item: Milestone): boolean =>
  item.occurred_at === null && item.lag_days !== null && item.lag_days > 0;

/** '12 days late', 'On time', or '—' when there is no expected day to compare with. */
export const lagText = (item: Milestone): string =>
  item.lag_days === null ? '—' : lagLateText(item.lag_days);

/** 'Ada Byron (staff)', or '—' when nobody recorded it. */
export const recordedByText = (item: {
  author_name: string | null;
  source: Milestone['source'];
}): string => {
  if (!item.author_name) return '—';
  return item.source ? `${item.author_name} (${item.source})` : item.author_name;
};

/** Why it fell through: 'The chain broke: the buyer's buyer pulled out'. */
export const reasonText = (record: MilestoneRecord): string | null => {
  if (!record.reason) return null;
  const label = FALL_THROUGH_REASON_LABELS[record.reason];
  return record.reason_details ? `${label}: ${record.reason_details}` : label;
};
