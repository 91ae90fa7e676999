import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from '@/api/baseQuery';

/**
 * The one base API. Endpoints are injected by `generated.ts` (from `openapi.json`, see
 * `openapi-config.cjs`), which also registers the OpenAPI tags as cache tag types; `cacheTags.ts`
 * adds the app's own tags to them, for every endpoint, in one `enhanceEndpoints`.
 */
export const emptyApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [],
  endpoints: () => ({}),
});
