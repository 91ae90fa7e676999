import type { PropertyCardDto } from '@/api/generated';
import { dashboardPath } from '@/features/auth/roles';
import { setOnboardingFlow } from '@/features/onboarding/flowStorage';
import { onboardingPath } from '@/features/onboarding/steps';

export type PropertyTab = 'sales' | 'purchases';

export const tabCopy: Record<
  PropertyTab,
  { label: string; empty: string; startLabel: string; role: PropertyCardDto['type'] }
> = {
  sales: {
    label: 'Sales',
    empty: 'There are no sales yet. Press the button below to get started.',
    startLabel: 'Sell a property',
    role: 'sell',
  },
  purchases: {
    label: 'Purchases',
    empty: 'There are no purchases yet. Press the button below to get started.',
    startLabel: 'Purchase a property',
    role: 'buy',
  },
};

/**
 * Where a card leads: a completed onboarding opens its dashboard; an unfinished one resumes at
 * the first step not done. The sale or purchase exists once about you and about the property are
 * done, so that is the terms, then payment (sales) or what's included (purchases).
 */
export const propertyCardPath = (card: PropertyCardDto): string => {
  if (card.complete) return dashboardPath(card.type, card.transactionId);
  if (!card.termsAccepted) return onboardingPath(card.type, 'terms-and-conditions');
  return onboardingPath(card.type, card.type === 'sell' ? 'payment' : 'whats-included');
};

/** Before resuming an unfinished card: its record becomes the onboarding flow the pages use. */
export const resumeFlowOf = (card: PropertyCardDto): void => {
  if (card.complete) return;
  setOnboardingFlow({
    role: card.type,
    id: card.transactionId,
    ...(card.propertyId ? { propertyId: card.propertyId } : {}),
  });
};

/** The cards to list: the current ones, plus the archived ones when asked for. */
export const visibleCards = (cards: PropertyCardDto[], showArchived: boolean): PropertyCardDto[] =>
  showArchived ? cards : cards.filter((card) => !card.archived);
