import { useCallback } from 'react';
import { getOnboardingFlowId } from '@/features/onboarding/flowStorage';
import { TermsPage } from '@/features/onboarding/pages/TermsPage';
import { useUpdateSaleMutation } from '@/api/generated';

export const TRANSACTION_ID_REQUIRED = 'Transaction ID is required to accept the terms.';

/** /sell/terms-and-conditions: accepting sets the sale's terms flag, then /sell/payment. */
export const SellTermsPage = () => {
  const [updateTransaction] = useUpdateSaleMutation();
  const accept = useCallback(async () => {
    const id = getOnboardingFlowId('sell');
    if (!id) throw new Error(TRANSACTION_ID_REQUIRED);
    await updateTransaction({ id, termsAndConditions: 'true', updateTransactionDto: {} }).unwrap();
  }, [updateTransaction]);
  return <TermsPage role="sell" accept={accept} />;
};
