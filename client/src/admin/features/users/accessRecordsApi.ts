import { api } from '@/api/generated';
import { idTag } from '@/api/tags';

/** Cache tag of a person's Access list (staff's views of their data), per person `_id`. */
export const ACCESS_RECORDS_TAG = 'AdminAccessRecords';

/**
 * GET /api/admin/access-records, a page at a time. The list is read again whenever it is shown:
 * opening the person's page is itself a view, and it should be listed.
 */
export const accessRecordsApi = api
  .enhanceEndpoints({ addTagTypes: [ACCESS_RECORDS_TAG] })
  .enhanceEndpoints({
    endpoints: {
      adminAccessRecordsControllerList: {
        providesTags: (_result, _error, arg) => [idTag(ACCESS_RECORDS_TAG, arg.subjectId)],
      },
    },
  });

export const { useAdminAccessRecordsControllerListQuery: useAccessRecordsQuery } = accessRecordsApi;
