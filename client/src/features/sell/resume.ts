import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { api, type LatestTransactionDto, type UserDto } from '@/api/generated';
import { setOnboardingFlow } from '@/features/onboarding/flowStorage';

export const NO_USER_DATA = 'No user data available';

/**
 * customer.md §4 'Resuming a sale': terms accepted → /sell/payment, otherwise
 * /sell/terms-and-conditions (the latest sale's terms flag decides).
 */
export const saleResumePath = (
  latest: Pick<LatestTransactionDto, 'terms_and_conditions'>,
): string => (latest.terms_and_conditions ? '/sell/payment' : '/sell/terms-and-conditions');

/**
 * Resumes the signed-in user's sale: reads their latest sale (GET /transaction/latest/{userId}),
 * makes it the onboarding flow and goes to the step its terms flag says. With no user it only
 * logs 'No user data available'. Resolves false when nothing was resumed (no user, no sale).
 */
export const useResumeSale = () => {
  const navigate = useNavigate();
  const [fetchLatest] = api.endpoints.latestSale.useLazyQuery();
  return useCallback(
    async (user: Pick<UserDto, '_id'> | null | undefined): Promise<boolean> => {
      if (!user) {
        console.warn(NO_USER_DATA);
        return false;
      }
      const latest = await fetchLatest({ userId: user._id })
        .unwrap()
        .catch(() => undefined);
      if (!latest) return false;
      setOnboardingFlow({ role: 'sell', id: latest._id });
      await navigate(saleResumePath(latest));
      return true;
    },
    [fetchLatest, navigate],
  );
};
