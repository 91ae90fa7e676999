import type { Role } from '@/features/auth/roles';

/** The two customer journeys (`sell`, `buy`); the first path segment of every onboarding route. */
export type OnboardingRole = Role;

/** The steps shown in the stepper, in order (welcome comes before them and is not a step). */
export type OnboardingStepKey =
  | 'about-you'
  | 'about-the-property'
  | 'terms-and-conditions'
  | 'payment'
  | 'whats-included'
  | 'success';

export type OnboardingStep = {
  key: OnboardingStepKey;
  title: string;
  /** How long the step takes, as shown under its title. */
  duration: string;
};
