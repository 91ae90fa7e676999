import { adminPaths } from '@/admin/paths';

export type AdminNavItem = {
  label: string;
  path: string;
  /** Other path prefixes that belong to this section (brands under Estate Agents, ...). */
  alsoActiveOn?: readonly string[];
  /** Kept in the definition but not rendered (admin.md §2: Ask Charlie). */
  hidden?: boolean;
  disabled?: boolean;
};

/** admin.md §2 'Admin shell': the back office sections, in order. */
export const adminNavItems: readonly AdminNavItem[] = [
  { label: 'Transaction Feed', path: adminPaths.feed },
  { label: 'Transactions', path: adminPaths.transactions },
  // The sales running late today (amber or red), most late first.
  { label: 'At risk', path: adminPaths.atRisk },
  { label: 'Transactions Groups', path: adminPaths.transactionsGroups },
  { label: 'Law Firms', path: adminPaths.lawFirms, alsoActiveOn: ['/admin/lawyer-groups'] },
  {
    label: 'Estate Agents',
    path: adminPaths.estateAgents,
    alsoActiveOn: [adminPaths.estateAgentBrands],
  },
  { label: 'Users', path: adminPaths.users },
  { label: 'Companies', path: adminPaths.companies },
  { label: 'Ask Charlie', path: adminPaths.askCharlie, hidden: true, disabled: true },
];

/** The entries the top bar and the phone menu show. */
export const visibleAdminNavItems = adminNavItems.filter((item) => !item.hidden && !item.disabled);

/** admin.md §2: also present beside the sections. */
export const adminConfigItem: AdminNavItem = { label: 'Config', path: adminPaths.config };

/** The job queue (DESIGN.md: failures visible to admins), beside Config: an operator's page. */
export const adminJobsItem: AdminNavItem = { label: 'Jobs', path: adminPaths.jobs };

/** The signed-in admin's own passkeys and recovery codes. */
export const adminSecurityItem: AdminNavItem = { label: 'Security', path: adminPaths.security };

const isUnder = (pathname: string, prefix: string): boolean =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

/**
 * `aria-current` for a navigation entry: 'page' on the section's own page, 'true' anywhere inside
 * it (a transaction under Transactions), nothing elsewhere.
 */
export const navCurrent = (item: AdminNavItem, pathname: string): 'page' | 'true' | undefined => {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === item.path) return 'page';
  const prefixes = [item.path, ...(item.alsoActiveOn ?? [])];
  return prefixes.some((prefix) => isUnder(path, prefix)) ? 'true' : undefined;
};
