import { api } from '@/api/generated';
import { listTag, onSuccess } from '@/api/tags';

/** Cache tag of the job queue's counts and failed jobs. */
export const JOBS_TAG = 'AdminJobs';

/** Queue counts and failed jobs; a retry or a discard refreshes both, on success only. */
export const jobsApi = api.enhanceEndpoints({ addTagTypes: [JOBS_TAG] }).enhanceEndpoints({
  endpoints: {
    adminJobsControllerSummary: { providesTags: () => [listTag(JOBS_TAG)] },
    adminJobsControllerFailed: { providesTags: () => [listTag(JOBS_TAG)] },
    adminJobsControllerRetry: { invalidatesTags: onSuccess(() => [listTag(JOBS_TAG)]) },
    adminJobsControllerDiscard: { invalidatesTags: onSuccess(() => [listTag(JOBS_TAG)]) },
  },
});

export const {
  useAdminJobsControllerSummaryQuery: useQueueSummaryQuery,
  useAdminJobsControllerFailedQuery: useFailedJobsQuery,
  useAdminJobsControllerRetryMutation: useRetryJobMutation,
  useAdminJobsControllerDiscardMutation: useDiscardJobMutation,
} = jobsApi;
