import { emptyApi } from '@/api/emptyApi';

/**
 * GET /api/__testerror (customer.md §7): the footer's hidden debugging trigger. The server keeps
 * this route out of the OpenAPI document on purpose, so it is declared here rather than generated.
 * It answers 500 (raising a reported error) or 404 when the trigger is switched off.
 */
export const diagnosticsApi = emptyApi.injectEndpoints({
  endpoints: (build) => ({
    triggerTestError: build.mutation<unknown, void>({
      query: () => ({ url: '/api/__testerror', method: 'GET' }),
    }),
  }),
});

export const { useTriggerTestErrorMutation } = diagnosticsApi;
