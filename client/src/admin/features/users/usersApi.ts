import { api } from '@/api/generated';
import { idTag, listTag, onSuccess } from '@/api/tags';

/** Cache tags of the back office's users. */
export const USER_TAG = 'AdminUser';

/**
 * One user and their history, tagged by id; deactivating or reactivating refreshes that user,
 * their history and the users list (its Active filter), on success only.
 */
export const usersApi = api.enhanceEndpoints({ addTagTypes: [USER_TAG] }).enhanceEndpoints({
  endpoints: {
    adminUsersControllerList: { providesTags: () => [listTag(USER_TAG)] },
    adminUsersControllerGet: { providesTags: (_result, _error, arg) => [idTag(USER_TAG, arg.id)] },
    adminUsersControllerSales: {
      providesTags: (_result, _error, arg) => [idTag(USER_TAG, arg.id)],
    },
    adminUsersControllerPurchases: {
      providesTags: (_result, _error, arg) => [idTag(USER_TAG, arg.id)],
    },
    adminUsersControllerEvents: {
      providesTags: (_result, _error, arg) => [idTag(USER_TAG, arg.id)],
    },
    adminUsersControllerDeactivate: {
      invalidatesTags: onSuccess((arg) => [idTag(USER_TAG, arg.id), listTag(USER_TAG)]),
    },
    adminUsersControllerReactivate: {
      invalidatesTags: onSuccess((arg) => [idTag(USER_TAG, arg.id), listTag(USER_TAG)]),
    },
  },
});

export const {
  useAdminUsersControllerListQuery: useAdminUsersQuery,
  useAdminUsersControllerGetQuery: useAdminUserQuery,
  useAdminUsersControllerSalesQuery: useAdminUserSalesQuery,
  useAdminUsersControllerPurchasesQuery: useAdminUserPurchasesQuery,
  useAdminUsersControllerDeactivateMutation: useDeactivateUserMutation,
  useAdminUsersControllerReactivateMutation: useReactivateUserMutation,
} = usersApi;
