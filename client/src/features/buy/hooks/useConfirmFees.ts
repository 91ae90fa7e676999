import { useCallback } from 'react';
import { enhancedApi, purchaseChangedTags } from '@/api/cacheTags';
import { api, type PurchaseIntentDto } from '@/api/generated';
import { useAppDispatch } from '@/app/store';

/**
 * GET /purchase-intent/confirm/{id}: confirms the covered fees (the purchase becomes active and
 * the success e-mail goes out once). It is a GET with a side effect, so it is sent afresh each
 * time and never kept in the cache; afterwards that purchase, the purchase lists and the home
 * cards (which show completeness) are refreshed.
 */
export const useConfirmFees = (): ((id: string) => Promise<PurchaseIntentDto>) => {
  const dispatch = useAppDispatch();
  return useCallback(
    async (id: string) => {
      const confirmed = await dispatch(
        api.endpoints.confirmPurchase.initiate({ id }, { subscribe: false, forceRefetch: true }),
      ).unwrap();
      dispatch(enhancedApi.util.invalidateTags(purchaseChangedTags(id)));
      return confirmed;
    },
    [dispatch],
  );
};
