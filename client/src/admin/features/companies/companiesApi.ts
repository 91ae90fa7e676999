import { api } from '@/api/generated';
import { idTag, listTag, listTags, onSuccess } from '@/api/tags';

/** Cache tag of the back office's companies. */
export const COMPANY_TAG = 'AdminCompany';

/**
 * The Companies list, one company, its sales and its history, tagged by id; saving a company
 * refreshes that company (its page, its history) and the list, on success only. Adding one (the
 * transactions group form) refreshes the list.
 */
export const companiesApi = api.enhanceEndpoints({ addTagTypes: [COMPANY_TAG] }).enhanceEndpoints({
  endpoints: {
    adminCompaniesControllerList: {
      providesTags: (result) => listTags(COMPANY_TAG, result?.items),
    },
    adminCompaniesControllerGet: {
      providesTags: (_result, _error, arg) => [idTag(COMPANY_TAG, arg.id)],
    },
    adminCompaniesControllerSales: {
      providesTags: (_result, _error, arg) => [idTag(COMPANY_TAG, arg.id)],
    },
    adminCompaniesControllerEvents: {
      providesTags: (_result, _error, arg) => [idTag(COMPANY_TAG, arg.id)],
    },
    adminCompaniesControllerUpdate: {
      invalidatesTags: onSuccess((arg) => [idTag(COMPANY_TAG, arg.id), listTag(COMPANY_TAG)]),
    },
    adminCompaniesControllerCreate: {
      invalidatesTags: onSuccess(() => [listTag(COMPANY_TAG)]),
    },
  },
});

export const {
  useAdminCompaniesControllerListQuery: useAdminCompaniesQuery,
  useAdminCompaniesControllerGetQuery: useAdminCompanyQuery,
  useAdminCompaniesControllerSalesQuery: useAdminCompanySalesQuery,
  useAdminCompaniesControllerEventsQuery: useAdminCompanyEventsQuery,
  useAdminCompaniesControllerUpdateMutation: useUpdateCompanyMutation,
} = companiesApi;
