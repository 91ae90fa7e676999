import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useHumanCheck } from '@/features/auth/hooks/useHumanCheck';
import { NETWORK_ERROR_PARAM } from '@/features/auth/queryFlags';

export type MagicLinkOutcome<T> =
  | { kind: 'done'; data: T }
  | { kind: 'failed'; error: unknown }
  /** No request was made: the human check gave no token, or was unavailable (banner shown). */
  | { kind: 'stopped' };

/**
 * Runs a sign-in or sign-up request behind the human check (customer.md §2): a missing token stops
 * silently; a missing human-check provider sets the networkError banner instead of calling.
 */
export const useMagicLinkRequest = () => {
  const getHumanCheckToken = useHumanCheck();
  const [, setSearchParams] = useSearchParams();

  return useCallback(
    async <T>(send: (recaptchaToken: string) => Promise<T>): Promise<MagicLinkOutcome<T>> => {
      const check = await getHumanCheckToken();
      if (check.kind === 'unavailable') {
        setSearchParams(
          (params) => {
            params.set(NETWORK_ERROR_PARAM, 'true');
            return params;
          },
          { replace: true },
        );
        return { kind: 'stopped' };
      }
      if (check.kind === 'noToken') return { kind: 'stopped' };
      try {
        return { kind: 'done', data: await send(check.token) };
      } catch (error) {
        return { kind: 'failed', error };
      }
    },
    [getHumanCheckToken, setSearchParams],
  );
};
