import { api } from '@/api/generated';

/**
 * Cache rules for the auth endpoints. verify-user's argument is the magic-link token, so its cache
 * entry is dropped as soon as nothing uses it (no token lingers in the store).
 */
export const authApi = api.enhanceEndpoints({
  endpoints: {
    authControllerVerifyUser: { keepUnusedDataFor: 0 },
  },
});
