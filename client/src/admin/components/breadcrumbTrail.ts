import { adminPaths } from '@/admin/paths';

export type BreadcrumbItem = {
  label: string;
  /** Where the crumb links; the last crumb (the current page) never links. */
  to?: string;
};

/** admin.md §9 'Limits': breadcrumb maximum 10 items. */
export const BREADCRUMB_MAX_ITEMS = 10;

export const BREADCRUMB_ROOT: BreadcrumbItem = { label: 'Home', to: adminPaths.home };

/**
 * The crumbs to show: 'Home' first, then `items`. Past the cap, the root and the closest
 * ancestors are kept (the ones a user is likeliest to go back to) and the oldest dropped.
 */
export const breadcrumbTrail = (items: readonly BreadcrumbItem[]): BreadcrumbItem[] => {
  const kept = items.slice(Math.max(0, items.length - (BREADCRUMB_MAX_ITEMS - 1)));
  return [BREADCRUMB_ROOT, ...kept];
};
