import { api } from '@/api/generated';
import { idTag, listTag, listTags, onSuccess } from '@/api/tags';
import { TRANSACTION_TAG } from '@/admin/features/transactions/transactionsListApi';

export const GROUP_TAG = 'AdminTransactionsGroup';

/**
 * admin.md §7 'Transactions groups and users': groups, their creation (with a representative and
 * a company seller found or created first) and whole-group assignments. An assignment changes
 * every sale of the group, so cached sales are refreshed too.
 */
export const groupsApi = api
  .enhanceEndpoints({ addTagTypes: [GROUP_TAG, TRANSACTION_TAG] })
  .enhanceEndpoints({
    endpoints: {
      adminTransactionsGroupsControllerList: {
        providesTags: (result) => listTags(GROUP_TAG, result),
      },
      adminTransactionsGroupsControllerGet: {
        providesTags: (result, _error, arg) => [idTag(GROUP_TAG, result?._id ?? arg.idOrName)],
      },
      adminTransactionsGroupsControllerCreate: {
        invalidatesTags: onSuccess(() => [listTag(GROUP_TAG), listTag(TRANSACTION_TAG)]),
      },
      adminTransactionsGroupsControllerAssignEstateAgent: {
        invalidatesTags: (_result, error, arg) =>
          error ? [] : [idTag(GROUP_TAG, arg.id), TRANSACTION_TAG],
      },
      adminTransactionsGroupsControllerAssignLawyerGroups: {
        invalidatesTags: (_result, error, arg) =>
          error ? [] : [idTag(GROUP_TAG, arg.id), TRANSACTION_TAG],
      },
      adminUsersControllerByEmail: { keepUnusedDataFor: 0 },
      adminCompaniesControllerByNumber: { keepUnusedDataFor: 0 },
    },
  });

export const {
  useAdminTransactionsGroupsControllerListQuery: useGroupsQuery,
  useAdminTransactionsGroupsControllerGetQuery: useGroupQuery,
  useAdminTransactionsGroupsControllerCreateMutation: useCreateGroupMutation,
  useAdminTransactionsGroupsControllerAssignEstateAgentMutation: useAssignGroupEstateAgentMutation,
  useAdminTransactionsGroupsControllerAssignLawyerGroupsMutation:
    useAssignGroupLawyerGroupsMutation,
  useLazyAdminUsersControllerByEmailQuery: useLazyUserByEmailQuery,
  useAdminUsersControllerCreateMutation: useCreateRepresentativeMutation,
  useLazyAdminCompaniesControllerByNumberQuery: useLazyCompanyByNumberQuery,
  useAdminCompaniesControllerCreateMutation: useCreateCompanyMutation,
} = groupsApi;

/** admin.md §8. */
export const GROUP_MESSAGES = {
  load: 'There was an error fetching the data',
  representative: 'There was an error while creating representative',
  company: 'There was an error while creating company',
  createSuffix: '. Please go back and try again.',
  success: "You've successfully created a transaction group",
  agentRequired: 'Estate agent is required',
  solicitorRequired: 'Solicitor is required',
  assignFailed: 'There was an error assigning solicitors',
} as const;
