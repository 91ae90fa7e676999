import type { PropertyCardDto } from '@/api/generated';
import { dashboardPath } from '@/features/auth/roles';
import { buyerResumePath } from '@/features/buy/paths';
import { setOnboardingFlow } from '@/features/onboarding/flowStorage';
import { saleResumePath } from '@/features/sell/resume';

export type PropertyTab = 'sales' | 'purchases';

export type CardStatus = PropertyCardDto['status'];

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
 * Each card's status tag (issue 25): its words and the antd status colour (app/global.css darkens
 * the text of success, warning, error and processing tags to 4.5:1 on their tint).
 */
export const statusTag: Record<CardStatus, { label: string; color?: string }> = {
  information_needed: { label: 'Information Needed', color: 'warning' },
  awaiting_payment: { label: 'Awaiting payment', color: 'warning' },
  paid: { label: 'Paid', color: 'success' },
  in_progress: { label: 'In progress', color: 'processing' },
  completed: { label: 'Completed', color: 'success' },
  withdrawn: { label: 'Withdrawn' },
};

/**
 * Where a card leads: a completed onboarding opens its dashboard; an unfinished one resumes where
 * it stopped, by the journeys' own resume rules (customer.md §4: the terms, then payment for a
 * sale or what's included for a purchase).
 */
export const propertyCardPath = (card: PropertyCardDto): string => {
  if (card.complete) return dashboardPath(card.type, card.transactionId);
  const resumed = { terms_and_conditions: card.termsAccepted };
  return card.type === 'sell' ? saleResumePath(resumed) : buyerResumePath(resumed);
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

/**
 * The cards, split: the current ones (newest first) and the archived ones (over, or an unfinished
 * onboarding a newer one replaced), which every customer still sees and can open or resume.
 */
export const splitCards = (
  cards: PropertyCardDto[],
): { current: PropertyCardDto[]; archived: PropertyCardDto[] } => ({
  current: cards.filter((card) => !card.archived),
  archived: cards.filter((card) => card.archived),
});
