import { errorMessages, isApiError } from '@/api/baseQuery';
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

/** admin.md §8 and §9 'Other admin messages'. */
export const GROUP_MESSAGES = {
  load: 'There was an error while fetching transactions groups',
  representative: 'There was an error while creating representative',
  company: 'There was an error while creating company',
  create: 'There was an error while creating transactions group',
  validation: 'Validation failed. Please check all required fields.',
  unknown: 'An unknown error occurred',
  createSuffix: '. Please go back and try again.',
  findUser: 'There was an error finding user by email',
  findCompany: 'There was an error finding company by company number',
  success: "You've successfully created a transaction group",
  agentRequired: 'Estate agent is required',
  solicitorRequired: 'Solicitor is required',
  assignAgentFailed: 'There was an error while processing transactions group',
  assignFailed: 'There was an error assigning solicitors',
} as const;

/**
 * The error box of a group that could not be created (admin.md §8: the message, then '. Please go
 * back and try again.'): a refusal the server explains (a name already taken) in its own words,
 * a rejected form as the validation summary with the rules it broke underneath, anything else
 * as the create failure with what went wrong underneath.
 */
export const groupCreateFailure = (error: unknown): { title: string; detail?: string } => {
  const title = (reason: string) => `${reason.replace(/\.$/, '')}${GROUP_MESSAGES.createSuffix}`;
  if (!isApiError(error)) return { title: title(GROUP_MESSAGES.unknown) };
  if (error.status === 400 || error.status === 422) {
    const rules = error.serverMessage === undefined ? undefined : errorMessages(error).join('\n');
    return { title: title(GROUP_MESSAGES.validation), detail: rules };
  }
  if (error.serverMessage !== undefined) return { title: title(errorMessages(error).join(' ')) };
  return { title: title(GROUP_MESSAGES.create), detail: error.message };
};

/** A lookup that failed for another reason than "no such record": what failed, then why. */
export const lookupFailure = (what: string, error: unknown): string =>
  `${what}. ${errorMessages(error).join(' ')}`;
