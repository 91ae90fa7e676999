import { useBuyerTermsAccept } from '@/features/buy/hooks/useBuyerTermsAccept';
import { TermsPage } from '@/features/onboarding/pages/TermsPage';

/**
 * /buy/terms-and-conditions, ready to route: the shared terms page with the buyer's acceptance
 * (PUT /purchase-intent/{id}?termsAndConditions=true), then /buy/whats-included.
 */
export const BuyTermsPage = () => {
  const accept = useBuyerTermsAccept();
  return <TermsPage role="buy" accept={accept} />;
};
