import { api } from '@/api/generated';
import { idTag } from '@/api/tags';

/** Cache tag of the History views: per record `_id`, and `config` for the settings. */
export const HISTORY_TAG = 'AdminHistory';
export const CONFIG_HISTORY_ID = 'config';

/**
 * The History views' reads (GET /api/admin/history, GET /api/admin/config/history), a page at a
 * time. `RecordHistory` reads them again when it mounts and when the record it shows changes.
 */
export const recordHistoryApi = api
  .enhanceEndpoints({ addTagTypes: [HISTORY_TAG] })
  .enhanceEndpoints({
    endpoints: {
      adminHistoryControllerList: {
        providesTags: (_result, _error, arg) => [idTag(HISTORY_TAG, arg.subjectId)],
      },
      adminConfigControllerHistoryPage: {
        providesTags: () => [idTag(HISTORY_TAG, CONFIG_HISTORY_ID)],
      },
    },
  });

export const {
  useAdminHistoryControllerListQuery: useRecordHistoryQuery,
  useAdminConfigControllerHistoryPageQuery: useConfigHistoryQuery,
} = recordHistoryApi;
