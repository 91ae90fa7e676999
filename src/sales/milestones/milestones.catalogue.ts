/**
 * The milestones of a sale (issue 36): the API keys partners and staff record, in the order a
 * sale reaches them, with what each is a fact of and when it is expected. Keys are a contract:
 * add to them, never rename one.
 */

export const MILESTONE_KEYS = [
  'sale_agreed',
  'solicitors_instructed',
  'identity_checks_complete',
  'property_information_complete',
  'searches_ordered',
  'searches_returned',
  'draft_contract_issued',
  'enquiries_raised',
  'enquiries_answered',
  'mortgage_offered',
  'survey_completed',
  'contracts_signed',
  'exchanged',
  'completion_date_set',
  'completed',
  'fell_through',
  'withdrawn',
] as const;
export type MilestoneKey = (typeof MILESTONE_KEYS)[number];

/**
 * What a step is a fact of: the sale itself (its solicitors, checks, searches and property
 * information, whoever the buyer is), or the purchase now going ahead (the buyer's offer and
 * everything between it and completion; a new buyer starts these again).
 */
export type MilestoneScope = 'sale' | 'purchase';

/**
 * When a step is expected: a number of days (or working days) after another step, counted from
 * that step's date, or from its expected date while it has none. Sale agreed is the start: it
 * has no expected date. The durations staff can change are named by `target`.
 */
export type MilestoneExpectation = {
  after: MilestoneKey;
  days: number;
  workingDays?: boolean;
  target?: ProgressionTarget;
};

export type MilestoneDefinition = {
  label: string;
  scope: MilestoneScope;
  /** None for the start and for the ends a sale should not reach (fell through, withdrawn). */
  expected?: MilestoneExpectation;
  /** A step that ends the purchase rather than moving it on. */
  ending?: boolean;
};

/**
 * The durations that decide the expected dates, in days (searches in working days). Defaults:
 * the industry's Project 28 target from sale agreed to exchange, the fortnight between exchange
 * and completion most contracts set, and the ten working days local authorities are asked to
 * return searches in (docs/decisions/progression.md).
 */
export const PROGRESSION_TARGETS = {
  sale_agreed_to_exchange_days: 28,
  exchange_to_completion_days: 14,
  searches_working_days: 10,
} as const;
export type ProgressionTarget = keyof typeof PROGRESSION_TARGETS;
export type ProgressionTargets = Record<ProgressionTarget, number>;

export const MILESTONE_CATALOGUE: Record<MilestoneKey, MilestoneDefinition> = {
  sale_agreed: { label: 'Sale agreed', scope: 'purchase' },
  solicitors_instructed: {
    label: 'Solicitors instructed',
    scope: 'sale',
    expected: { after: 'sale_agreed', days: 2 },
  },
  identity_checks_complete: {
    label: 'Identity checks complete',
    scope: 'sale',
    expected: { after: 'solicitors_instructed', days: 5 },
  },
  property_information_complete: {
    label: 'Property information complete',
    scope: 'sale',
    expected: { after: 'sale_agreed', days: 7 },
  },
  searches_ordered: {
    label: 'Searches ordered',
    scope: 'sale',
    expected: { after: 'solicitors_instructed', days: 2 },
  },
  searches_returned: {
    label: 'Searches returned',
    scope: 'sale',
    expected: {
      after: 'searches_ordered',
      days: PROGRESSION_TARGETS.searches_working_days,
      workingDays: true,
      target: 'searches_working_days',
    },
  },
  draft_contract_issued: {
    label: 'Draft contract issued',
    scope: 'purchase',
    expected: { after: 'solicitors_instructed', days: 5 },
  },
  enquiries_raised: {
    label: 'Enquiries raised',
    scope: 'purchase',
    expected: { after: 'draft_contract_issued', days: 5 },
  },
  enquiries_answered: {
    label: 'Enquiries answered',
    scope: 'purchase',
    expected: { after: 'enquiries_raised', days: 7 },
  },
  mortgage_offered: {
    label: 'Mortgage offered',
    scope: 'purchase',
    expected: { after: 'sale_agreed', days: 21 },
  },
  survey_completed: {
    label: 'Survey completed',
    scope: 'purchase',
    expected: { after: 'sale_agreed', days: 14 },
  },
  contracts_signed: {
    label: 'Contracts signed',
    scope: 'purchase',
    expected: { after: 'sale_agreed', days: 26 },
  },
  exchanged: {
    label: 'Exchanged',
    scope: 'purchase',
    expected: {
      after: 'sale_agreed',
      days: PROGRESSION_TARGETS.sale_agreed_to_exchange_days,
      target: 'sale_agreed_to_exchange_days',
    },
  },
  completion_date_set: {
    label: 'Completion date set',
    scope: 'purchase',
    expected: { after: 'exchanged', days: 0 },
  },
  completed: {
    label: 'Completed',
    scope: 'purchase',
    expected: {
      after: 'exchanged',
      days: PROGRESSION_TARGETS.exchange_to_completion_days,
      target: 'exchange_to_completion_days',
    },
  },
  fell_through: { label: 'Fell through', scope: 'purchase', ending: true },
  withdrawn: { label: 'Withdrawn', scope: 'purchase', ending: true },
};

export const FALL_THROUGH_REASON_LABELS = {
  mortgage: 'Mortgage',
  buyer_changed_mind: 'The buyer changed their mind',
  survey: 'Survey',
  chain_break: 'The chain broke',
  gazumped: 'Gazumped',
  seller_withdrew: 'The seller withdrew',
  other: 'Other',
} as const;
