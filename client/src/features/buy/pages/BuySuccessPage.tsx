import { useState } from 'react';
import { Navigate } from 'react-router';
import { getOnboardingFlowId } from '@/features/onboarding/flowStorage';
import { SuccessPage } from '@/features/onboarding/pages/SuccessPage';

/** /buy/success: 'Congratulations!' with a link to the purchase's dashboard (or /welcome-back). */
export const BuySuccessPage = () => {
  const [purchaseIntentId] = useState(() => getOnboardingFlowId('buy'));
  // Nothing was onboarded on this device (an old bookmark, another browser): the dashboard
  // lists the buyer's purchases.
  if (!purchaseIntentId) return <Navigate to="/welcome-back" replace />;
  return <SuccessPage role="buy" id={purchaseIntentId} />;
};
