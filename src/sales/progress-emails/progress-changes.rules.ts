/** The milestones of the customer's own side whose moves are e-mailed. */
export const PROGRESS_MILESTONES = [
  'solicitors',
  'identity_check',
  'search_returned',
  'sale_agreed',
  'exchanged',
  'completed',
  'withdrawn',
] as const;
export type ProgressMilestone = (typeof PROGRESS_MILESTONES)[number];

/** A milestone that moved, and what within it: a check's id, a search product's code. */
export type ProgressChange = { milestone: ProgressMilestone; reference?: string };
