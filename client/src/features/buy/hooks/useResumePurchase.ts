import { App } from 'antd';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/api/baseQuery';
import { api } from '@/api/generated';
import { useAppDispatch } from '@/app/store';
import { useAuth } from '@/features/auth/hooks/useAuth';
import { buyerResumePath } from '@/features/buy/paths';
import { setOnboardingFlow } from '@/features/onboarding/flowStorage';
import { tryAgainOrContactSupport } from '@/shared/supportMessages';
import { usePublicConfig } from '@/features/public-config/hooks/usePublicConfig';

/**
 * customer.md §4 'Resuming a purchase': opens the buyer's purchase intent (the given one, or the
 * latest) as the onboarding flow and goes to /buy/whats-included when its terms are accepted,
 * otherwise to /buy/terms-and-conditions. With no user data nothing happens (logged as 'No user
 * data available'); a failed load shows '{message}. Please try again or contact support at
 * {email}'.
 */
export const useResumePurchase = (): ((purchaseIntentId?: string) => Promise<void>) => {
  const { user } = useAuth();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const { supportEmail } = usePublicConfig();

  return useCallback(
    async (purchaseIntentId?: string) => {
      if (!user) {
        console.warn('No user data available');
        return;
      }
      try {
        const intent = purchaseIntentId
          ? await dispatch(
              api.endpoints.purchase.initiate(
                { id: purchaseIntentId },
                { subscribe: false, forceRefetch: true },
              ),
            ).unwrap()
          : (
              await dispatch(
                api.endpoints.userPurchases.initiate(
                  { userId: user._id },
                  { subscribe: false, forceRefetch: true },
                ),
              ).unwrap()
            )[0];
        if (!intent) {
          console.warn('No purchase to resume');
          return;
        }
        setOnboardingFlow({
          role: 'buy',
          id: intent._id,
          ...(intent.property_id ? { propertyId: intent.property_id } : {}),
        });
        await navigate(buyerResumePath(intent));
      } catch (error) {
        notification.error({
          title: 'We could not open your purchase',
          description: tryAgainOrContactSupport(errorMessage(error), supportEmail),
          duration: 10,
        });
      }
    },
    [user, dispatch, navigate, notification, supportEmail],
  );
};
