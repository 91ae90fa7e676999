import type { PropertyCardDto } from '@/api/generated';
import { dashboardPath, welcomePath } from '@/features/auth/roles';

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
 * Where a card leads: a completed onboarding opens its dashboard; an incomplete one resumes
 * onboarding (for now at /{role}/welcome; the onboarding feature refines where to resume).
 */
export const propertyCardPath = (card: PropertyCardDto): string =>
  card.complete ? dashboardPath(card.type, card.transactionId) : welcomePath(card.type);

/** The cards to list: the current ones, plus the archived ones when asked for. */
export const visibleCards = (cards: PropertyCardDto[], showArchived: boolean): PropertyCardDto[] =>
  showArchived ? cards : cards.filter((card) => !card.archived);
