import type { PurchaseIntentDto } from '@/api/generated';
import { dashboardPath } from '@/features/auth/roles';
import { onboardingPath } from '@/features/onboarding/steps';

/** customer.md §5: object ids are 24 hexadecimal characters. */
export const isObjectId = (value: string): boolean => /^[0-9a-f]{24}$/i.test(value);

/** The buyer journey's routes (customer.md §2). */
export const buyPaths = {
  welcome: onboardingPath('buy', 'welcome'),
  aboutYou: onboardingPath('buy', 'about-you'),
  aboutTheProperty: onboardingPath('buy', 'about-the-property'),
  terms: onboardingPath('buy', 'terms-and-conditions'),
  whatsIncluded: onboardingPath('buy', 'whats-included'),
  success: onboardingPath('buy', 'success'),
  /** /dashboard/buy/{purchaseIntentId} */
  dashboard: (purchaseIntentId: string) => dashboardPath('buy', purchaseIntentId),
} as const;

/**
 * customer.md §4 'Resuming a purchase': terms accepted → /buy/whats-included, otherwise
 * /buy/terms-and-conditions.
 */
export const buyerResumePath = (
  purchaseIntent: Pick<PurchaseIntentDto, 'terms_and_conditions'>,
): string => (purchaseIntent.terms_and_conditions ? buyPaths.whatsIncluded : buyPaths.terms);
