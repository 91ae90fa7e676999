import { skipToken } from '@reduxjs/toolkit/query';
import { useState, type ReactNode } from 'react';
import { isApiError } from '@/api/baseQuery';
import { usePurchaseQuery } from '@/api/generated';
import { LockedAnswersNotice } from '@/features/change-requests/LockedAnswersNotice';
import { OnboardingLayout } from '@/features/onboarding/components/OnboardingLayout';
import { getOnboardingFlowId } from '@/features/onboarding/flowStorage';
import { FullPageLoader } from '@/shared/ui/FullPageLoader';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { BuyPropertyForm } from './BuyPropertyForm';

/**
 * /buy/about-the-property (customer.md §2): the purchase's answers. Creates the purchase intent
 * with every answer and the primary buyer, or, when this onboarding has one already, sends only
 * what changed; then goes to the terms, even when saving failed.
 */
export const BuyAboutThePropertyPage = () => {
  const [flowId] = useState(() => getOnboardingFlowId('buy'));
  const stored = usePurchaseQuery(flowId ? { id: flowId } : skipToken);
  // A purchase intent that is gone (or someone else's) is no reason to stop: start afresh.
  const missing = isApiError(stored.error) && stored.error.status === 404;

  let content: ReactNode;
  if (flowId && stored.isLoading) {
    content = <FullPageLoader />;
  } else if (flowId && !stored.data && !missing) {
    content = (
      <QueryErrorAlert
        error={stored.error}
        retrying={stored.isFetching}
        onRetry={() => void stored.refetch()}
      />
    );
  } else {
    const locked = stored.data?.is_active === true;
    content = (
      <>
        {locked && stored.data && <LockedAnswersNotice kind="purchase" id={stored.data._id} />}
        <BuyPropertyForm key={stored.data?._id ?? 'new'} intent={stored.data} locked={locked} />
      </>
    );
  }

  return (
    <OnboardingLayout
      role="buy"
      step="about-the-property"
      title="About the property"
      intro="Tell us about the home you are buying and how you are paying for it."
    >
      {content}
    </OnboardingLayout>
  );
};
