import type { TableUrlState } from '@/admin/list/useTableUrlState';
import type { TransactionsQuery } from '@/admin/features/transactions/transactionsListApi';

/**
 * What the transactions table shows (admin.md §2, 'Find all' of §7), all kept in the URL: the
 * search (`q`), the payment filter, the feed's four other statuses, the progress status, free
 * values (ids, days) and the sort. `viewQuery` turns them into the API's query, for the page and
 * for its CSV.
 */
export const TRANSACTION_FILTERS = {
  paid: { values: ['all', 'paid', 'unpaid'], default: 'all' },
  agent: { values: ['any', 'assigned', 'pending'], default: 'any' },
  solicitors: { values: ['any', 'assigned', 'none'], default: 'any' },
  searches: { values: ['any', 'ordered', 'none'], default: 'any' },
  checks: { values: ['any', 'complete', 'incomplete'], default: 'any' },
  // The sale's progress status today (sales in progress only), as the API names it.
  progress: { values: ['any', 'on_track', 'amber', 'red'], default: 'any' },
} as const;

export const TRANSACTION_PARAMS = [
  'estateAgentId',
  'sellerSolicitor',
  'buyerSolicitor',
  'tag',
  'groupId',
  'createdFrom',
  'createdTo',
  'saleAgreedFrom',
  'saleAgreedTo',
  'exchangedFrom',
  'exchangedTo',
] as const;
export type TransactionParam = (typeof TRANSACTION_PARAMS)[number];

/** The sortable columns (the API's whitelist); newest first by default. */
export const TRANSACTION_SORT = {
  keys: ['createdAt', 'asking_price', 'date_legal_started'],
  default: { key: 'createdAt', order: 'desc' },
} as const;
export type TransactionSortKey = (typeof TRANSACTION_SORT.keys)[number];

export type TransactionsListState = TableUrlState<
  typeof TRANSACTION_FILTERS,
  TransactionParam,
  TransactionSortKey
>;

/** The query of the view without its page: what the list and the CSV share. */
export type TransactionsViewQuery = Omit<TransactionsQuery, 'skip' | 'limit'>;

/** The search runs from 2 characters, as the global search does. */
export const SEARCH_MIN_CHARS = 2;
/** The most rows a CSV holds (the server refuses more). */
export const CSV_MAX_ROWS = 50_000;

const OBJECT_ID = /^[0-9a-f]{24}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const id = (value: string) => (OBJECT_ID.test(value) ? value : undefined);
const day = (value: string) => (DAY.test(value) ? value : undefined);

/** A solicitor choice: 'firm:{law firm id}' (any of its groups) or 'group:{lawyer group id}'. */
export const solicitorValue = (kind: 'firm' | 'group', value: string) => `${kind}:${value}`;

const solicitorOf = (value: string, side: 'seller' | 'buyer'): TransactionsViewQuery => {
  const [kind, rest = ''] = value.split(':');
  const wanted = id(rest);
  if (!wanted) return {};
  if (kind === 'firm') return { [`${side}LawFirmId`]: wanted };
  if (kind === 'group') return { [`${side}LawyerGroupId`]: wanted };
  return {};
};

const YES_NO = { yes: 'true', no: 'false' } as const;
const yesNo = (value: string, yes: string, no: string) =>
  value === yes ? YES_NO.yes : value === no ? YES_NO.no : undefined;

/**
 * The API query of the view. A value the URL holds that the API would refuse (a malformed id or
 * day, a one-letter search) is left out, so an edited link still opens a list.
 */
export const viewQuery = (list: TransactionsListState): TransactionsViewQuery => {
  const { filters, params, sort, search } = list;
  const query: TransactionsViewQuery = {
    q: search.length >= SEARCH_MIN_CHARS ? search.slice(0, 100) : undefined,
    isPaid: yesNo(filters.paid, 'paid', 'unpaid'),
    estateAgentAssigned: yesNo(filters.agent, 'assigned', 'pending'),
    solicitorsAssigned: yesNo(filters.solicitors, 'assigned', 'none'),
    searchesCompleted: yesNo(filters.searches, 'ordered', 'none'),
    thirdfortChecksCompleted: yesNo(filters.checks, 'complete', 'incomplete'),
    progress: filters.progress === 'any' ? undefined : filters.progress,
    estateAgentId: id(params.estateAgentId),
    ...solicitorOf(params.sellerSolicitor, 'seller'),
    ...solicitorOf(params.buyerSolicitor, 'buyer'),
    tag: params.tag ? params.tag.slice(0, 100) : undefined,
    groupId: id(params.groupId),
    createdFrom: day(params.createdFrom),
    createdTo: day(params.createdTo),
    saleAgreedFrom: day(params.saleAgreedFrom),
    saleAgreedTo: day(params.saleAgreedTo),
    exchangedFrom: day(params.exchangedFrom),
    exchangedTo: day(params.exchangedTo),
    ...(sort && (sort.key !== 'createdAt' || sort.order !== 'desc')
      ? { sort: sort.key, order: sort.order }
      : {}),
  };
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined),
  ) as TransactionsViewQuery;
};

/** The address of the view's CSV (GET /api/admin/transactions/export). */
export const csvUrl = (query: TransactionsViewQuery): string => {
  const params = new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, String(value)]),
  );
  const text = params.toString();
  return `/api/admin/transactions/export${text ? `?${text}` : ''}`;
};

/** Whether anything narrows the view (the search, a filter): offers 'Clear all'. */
export const isFiltered = (list: TransactionsListState): boolean =>
  list.search !== '' ||
  Object.entries(TRANSACTION_FILTERS).some(
    ([key, definition]) =>
      list.filters[key as keyof typeof TRANSACTION_FILTERS] !== definition.default,
  ) ||
  TRANSACTION_PARAMS.some((key) => list.params[key] !== '');
