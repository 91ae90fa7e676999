import { api } from '@/api/generated';
import { idTag, listTag, listTags, onSuccess } from '@/api/tags';

/** Cache tags of the back office's estate agents and brands. */
export const ESTATE_AGENT_TAG = 'AdminEstateAgent';
export const BRAND_TAG = 'AdminBrand';

/**
 * admin.md §7 'Estate agents and brands': the list (tagged per row), one agent, create and
 * whole-agent update; brands. A brand change refreshes the agents too (their office names and
 * brand counts follow the brand).
 */
export const estateAgentsApi = api
  .enhanceEndpoints({ addTagTypes: [ESTATE_AGENT_TAG, BRAND_TAG] })
  .enhanceEndpoints({
    endpoints: {
      adminEstateAgentsControllerList: {
        providesTags: (result) => listTags(ESTATE_AGENT_TAG, result?.items),
      },
      adminEstateAgentsControllerGet: {
        providesTags: (_result, _error, arg) => [idTag(ESTATE_AGENT_TAG, arg.id)],
      },
      adminEstateAgentsControllerEvents: {
        providesTags: (_result, _error, arg) => [idTag(ESTATE_AGENT_TAG, arg.id)],
      },
      adminEstateAgentsControllerCreate: {
        invalidatesTags: onSuccess(() => [listTag(ESTATE_AGENT_TAG)]),
      },
      adminEstateAgentsControllerUpdate: {
        invalidatesTags: onSuccess((arg) => [
          idTag(ESTATE_AGENT_TAG, arg.id),
          listTag(ESTATE_AGENT_TAG),
        ]),
      },
      adminBrandsControllerList: { providesTags: (result) => listTags(BRAND_TAG, result) },
      adminBrandsControllerCreate: { invalidatesTags: onSuccess(() => [listTag(BRAND_TAG)]) },
      adminBrandsControllerRename: {
        // Every agent of the brand shows its name: drop the cached agents and lists.
        invalidatesTags: (_result, error) => (error ? [] : [BRAND_TAG, ESTATE_AGENT_TAG]),
      },
      adminBrandsControllerRemove: { invalidatesTags: onSuccess(() => [listTag(BRAND_TAG)]) },
    },
  });

export const {
  useAdminEstateAgentsControllerListQuery: useEstateAgentsQuery,
  useAdminEstateAgentsControllerGetQuery: useEstateAgentQuery,
  useAdminEstateAgentsControllerCreateMutation: useCreateEstateAgentMutation,
  useAdminEstateAgentsControllerUpdateMutation: useUpdateEstateAgentMutation,
  useAdminBrandsControllerListQuery: useBrandsQuery,
  useAdminBrandsControllerCreateMutation: useCreateBrandMutation,
  useAdminBrandsControllerRenameMutation: useRenameBrandMutation,
  useAdminBrandsControllerRemoveMutation: useDeleteBrandMutation,
} = estateAgentsApi;
