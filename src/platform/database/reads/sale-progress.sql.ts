/**
 * The progress status of a sale in SQL, as progressStatus (src/sales/milestones/milestones.rules.ts)
 * decides it, over `sale_progress` (the back office's list filter, its rows and the At risk
 * view). Each status is a range of the table's indexed days, so a filter reads
 * sale_progress_next_expected_idx and sale_progress_due_idx.
 */
import { and, gte, lt, or, type SQL } from 'drizzle-orm';
import { saleProgress } from '../schema';

export type ProgressStatusName = 'on_track' | 'amber' | 'red';

const DAY_MS = 86_400_000;
const midnight = (today: Date) => new Date(Math.floor(today.getTime() / DAY_MS) * DAY_MS);

/**
 * The sales of `sale_progress` with this status on `today` (a UK calendar day kept as midnight
 * UTC): red once the due day has passed or the next step is more than `redAfterDays` late.
 */
export function progressIs(status: ProgressStatusName, today: Date, redAfterDays: number): SQL {
  const day = midnight(today);
  const redBefore = new Date(day.getTime() - redAfterDays * DAY_MS);
  const red = or(lt(saleProgress.due_at, day), lt(saleProgress.next_expected_at, redBefore))!;
  if (status === 'red') return red;
  const notRed = and(gte(saleProgress.due_at, day), gte(saleProgress.next_expected_at, redBefore))!;
  return status === 'amber'
    ? and(notRed, lt(saleProgress.next_expected_at, day))!
    : and(notRed, gte(saleProgress.next_expected_at, day))!;
}
