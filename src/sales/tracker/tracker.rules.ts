/**
 * How the customer's tracker reads what staff recorded (issue 25), as pure functions: a person's
 * check status and what to do next, the searches, and the milestones' states in order.
 */
import { productName, searchStatusKind } from '@/platform/config/providers/search-products';
import type {
  CheckStatus,
  MilestoneDto,
  MilestoneState,
  PersonCheckDto,
  SearchProgressDto,
} from './dto/tracker.dto';
import type { CheckRow, SearchRow, TrackedPersonRow } from './tracker.query-repository';

/** A person's newest check: an aborted one counts as none (staff order another). */
export function checkStatus(check: CheckRow): CheckStatus {
  switch (check?.status) {
    case 'pending':
      return 'in_progress';
    case 'complete':
      return 'complete';
    case 'failed':
      return 'failed';
    default:
      return 'not_started';
  }
}

const NEXT_STEPS: Record<CheckStatus, { you: string | null; other: string | null }> = {
  not_started: {
    you: 'We will start your check soon: look out for a text message from our identity-check partner with a secure link.',
    other:
      'We will start their check soon: they will get a text message from our identity-check partner with a secure link.',
  },
  in_progress: {
    you: 'Open the secure link in the text message from our identity-check partner and follow the steps. It takes a few minutes on your phone.',
    other:
      'Ask them to open the secure link in the text message from our identity-check partner and follow the steps.',
  },
  complete: { you: null, other: null },
  failed: {
    you: 'Your check could not be completed. Please contact us and we will help you try again.',
    other: 'Their check could not be completed. Please contact us and we will help them try again.',
  },
};

export function personCheck(row: TrackedPersonRow): PersonCheckDto {
  const status = checkStatus(row.check);
  return {
    name: `${row.first_name} ${row.last_name}`.trim(),
    role: row.role,
    status,
    completed_at: status === 'complete' ? (row.check?.completed_at ?? null) : null,
    next_step: NEXT_STEPS[status][row.role === 'you' ? 'you' : 'other'],
  };
}

export function searchProgress(row: SearchRow): SearchProgressDto {
  const kind = searchStatusKind(row.status);
  const state = kind === 'complete' ? 'returned' : kind === 'cancelled' ? 'cancelled' : 'ordered';
  return {
    product: productName(row.product_id),
    state,
    ordered_at: row.ordered_at,
    expected_at: row.expected_at,
    returned_at: state === 'returned' ? row.returned_at : null,
  };
}

/** A milestone before the current one is worked out: done, failed, or not yet. */
export type Step = Omit<MilestoneDto, 'state'> & { state: 'done' | 'failed' | 'pending' };

/** The identity-checks milestone: everyone complete, anyone failed, or how many are done. */
export function checksStep(checks: PersonCheckDto[]): Step {
  const complete = checks.filter((check) => check.status === 'complete');
  const failed = checks.some((check) => check.status === 'failed');
  const all = checks.length > 0 && complete.length === checks.length;
  const latest = complete
    .map((check) => check.completed_at)
    .filter((date): date is string => date !== null)
    .sort()
    .at(-1);
  return {
    key: 'identity_checks',
    label: 'Identity checks',
    state: failed ? 'failed' : all ? 'done' : 'pending',
    date: all ? (latest ?? null) : null,
    detail: failed
      ? 'A check could not be completed: see below for what to do'
      : `${complete.length} of ${checks.length} complete`,
  };
}

/** The searches milestone: every product returned, or ordered and expected. */
export function searchesStep(searches: SearchProgressDto[]): Step {
  const live = searches.filter((search) => search.state !== 'cancelled');
  if (live.length === 0) {
    return { key: 'searches', label: 'Searches', state: 'pending', date: null, detail: null };
  }
  const returned = live.filter((search) => search.state === 'returned');
  if (returned.length === live.length) {
    const date = returned
      .map((search) => search.returned_at)
      .filter((value): value is string => value !== null)
      .sort()
      .at(-1);
    return {
      key: 'searches',
      label: 'Searches returned',
      state: 'done',
      date: date ?? null,
      detail: `${returned.length} of ${live.length} returned`,
    };
  }
  const ordered = live
    .map((search) => search.ordered_at)
    .sort()
    .at(0);
  return {
    key: 'searches',
    label: 'Searches ordered',
    state: 'pending',
    date: ordered ?? null,
    detail: `${returned.length} of ${live.length} returned`,
  };
}

/**
 * The states in order: done and failed steps stay; the first step not yet done is current, and
 * the rest upcoming. After a withdrawal nothing is current (the withdrawal is the last step).
 */
export function withStates(steps: Step[], withdrawn: boolean): MilestoneDto[] {
  let currentGiven = withdrawn;
  return steps.map((step) => {
    let state: MilestoneState;
    if (step.state === 'done' || step.state === 'failed') state = step.state;
    else if (!currentGiven) {
      state = 'current';
      currentGiven = true;
    } else state = 'upcoming';
    return { ...step, state };
  });
}

const DAY_MS = 86_400_000;

/** Whole days from `from` to `to` (the offer to exchange so far). */
export function wholeDays(from: string, to: Date): number {
  return Math.max(0, Math.floor((to.getTime() - new Date(from).getTime()) / DAY_MS));
}
