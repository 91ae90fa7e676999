import { useState } from 'react';
import { getOnboardingFlowId } from '@/features/onboarding/flowStorage';
import { SuccessPage } from '@/features/onboarding/pages/SuccessPage';

/** /buy/success: 'Congratulations!' with a link to the purchase's dashboard. */
export const BuySuccessPage = () => {
  const [purchaseIntentId] = useState(() => getOnboardingFlowId('buy'));
  return <SuccessPage role="buy" id={purchaseIntentId} />;
};
