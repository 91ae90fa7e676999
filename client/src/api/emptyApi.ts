import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from '@/api/baseQuery';

/**
 * The one base API. Endpoints are injected by `generated.ts` (from `openapi.json`, see
 * `openapi-config.cjs`), which also registers the OpenAPI tags as cache tag types; features add
 * their own tags with `api.enhanceEndpoints`.
 */
export const emptyApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [],
  endpoints: () => ({}),
});
