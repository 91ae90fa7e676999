import type { OnboardingRole, OnboardingStep, OnboardingStepKey } from './types';

/** customer.md §2: every step is said to take about 1 minute. */
export const STEP_DURATION = 'about 1 minute';

const step = (key: OnboardingStepKey, title: string): OnboardingStep => ({
  key,
  title,
  duration: STEP_DURATION,
});

const stepsByRole: Record<OnboardingRole, OnboardingStep[]> = {
  sell: [
    step('about-you', 'About you'),
    step('about-the-property', 'About the property'),
    step('terms-and-conditions', 'Terms & Conditions'),
    step('payment', 'Payment'),
    step('success', 'Success'),
  ],
  buy: [
    step('about-you', 'About you'),
    step('about-the-property', 'About the property'),
    step('terms-and-conditions', 'Terms & Conditions'),
    step('whats-included', "What's included"),
    step('success', 'Success'),
  ],
};

/** The stepper's steps for a journey. */
export const onboardingSteps = (role: OnboardingRole): OnboardingStep[] => stepsByRole[role];

/** `/{role}/{step}` */
export const onboardingPath = (role: OnboardingRole, step: OnboardingStepKey | 'welcome'): string =>
  `/${role}/${step}`;
