import { api } from '@/api/generated';
import { listTag, onSuccess } from '@/api/tags';

/** The same tag the transaction detail page's tags modal reads the settings by. */
const CONFIG_TAG = 'AdminConfig';

/**
 * The /admin/config page's calls: the settings, and their change (which refreshes them, and so
 * every page that shows them). The History reads itself again when the settings change.
 */
export const configApi = api.enhanceEndpoints({ addTagTypes: [CONFIG_TAG] }).enhanceEndpoints({
  endpoints: {
    adminConfigControllerGet: { providesTags: () => [listTag(CONFIG_TAG)] },
    adminConfigControllerUpdate: { invalidatesTags: onSuccess(() => [listTag(CONFIG_TAG)]) },
  },
});

export const {
  useAdminConfigControllerGetQuery: useAdminConfigQuery,
  useAdminConfigControllerUpdateMutation: useUpdateAdminConfigMutation,
} = configApi;
