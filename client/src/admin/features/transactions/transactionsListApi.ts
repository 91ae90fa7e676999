import {
  api,
  type AdminTransactionRowDto,
  type AdminTransactionsControllerListApiArg,
} from '@/api/generated';
import { listTags } from '@/api/tags';
import { personName } from '@/admin/format';

/** Cache tag of a sale in the back office: the detail page's writes invalidate it. */
export const TRANSACTION_TAG = 'AdminTransaction';

/**
 * The find-all of sales (admin.md §7) for the transactions table and the activity feed, tagged
 * per row and as a list, and the global search (never cached once unused: it is typed).
 */
export const transactionsListApi = api
  .enhanceEndpoints({ addTagTypes: [TRANSACTION_TAG] })
  .enhanceEndpoints({
    endpoints: {
      adminTransactionsControllerList: {
        providesTags: (result) => listTags(TRANSACTION_TAG, result?.items),
      },
      adminSearchControllerFind: { keepUnusedDataFor: 0 },
      adminSearchControllerCount: { keepUnusedDataFor: 0 },
    },
  });

export const {
  useAdminTransactionsControllerListQuery: useAdminTransactionsQuery,
  useAdminSearchControllerFindQuery: useAdminSearchQuery,
  useAdminSearchControllerCountQuery: useAdminSearchCountQuery,
  // The transactions table's filter choices.
  useEstateAgentsControllerListQuery: useEstateAgentChoicesQuery,
  useAdminLawyerGroupsControllerListQuery: useLawyerGroupChoicesQuery,
  useAdminTransactionsGroupsControllerListQuery: useGroupChoicesQuery,
  useAdminConfigControllerGetQuery: useTagChoicesQuery,
} = transactionsListApi;

export type AdminTransactionRow = AdminTransactionRowDto;
export type TransactionsQuery = AdminTransactionsControllerListApiArg;

type Named = { first_name: string; last_name: string };

/** 'Ada Byron, Grace Hopper' (admin.md §2 'Seller Full Name(s)', 'Latest Buyer Full Name(s)'). */
export const fullNames = (people: readonly Named[]): string => people.map(personName).join(', ');
