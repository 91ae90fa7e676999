import { useCallback } from 'react';
import { useUpdatePurchaseMutation, type PurchaseIntentDto } from '@/api/generated';
import { buyMessages } from '@/features/buy/messages';
import { getOnboardingFlowId } from '@/features/onboarding/flowStorage';

/**
 * The buyer's `accept` for the shared terms page: records acceptance on the purchase intent of the
 * onboarding flow (PUT /purchase-intent/{id}?termsAndConditions=true, no other changes). Rejects
 * with an Error when the flow has no purchase intent yet and with the API error when the call
 * fails; the terms page shows the message and moves on to /buy/whats-included either way.
 */
export const useBuyerTermsAccept = (): (() => Promise<PurchaseIntentDto>) => {
  const [updatePurchaseIntent] = useUpdatePurchaseMutation();
  return useCallback(async () => {
    const id = getOnboardingFlowId('buy');
    if (!id) throw new Error(buyMessages.termsNeedId);
    return updatePurchaseIntent({
      id,
      termsAndConditions: 'true',
      updatePurchaseIntentDto: {},
    }).unwrap();
  }, [updatePurchaseIntent]);
};
