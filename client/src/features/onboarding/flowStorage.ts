import type { OnboardingRole } from './types';

/** customer.md §9: the onboarding flow persists in local storage under this name. */
export const ONBOARDING_FLOW_KEY = 'onboardingFlow';

/**
 * The onboarding in progress on this browser. `id` is the seller's transaction id or the buyer's
 * purchase intent id, once one exists; `propertyId` is the property that record points at.
 */
export type OnboardingFlow = {
  role: OnboardingRole;
  id?: string;
  propertyId?: string;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const optionalString = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

const storage = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    // Storage can be switched off (privacy modes); the flow then lives only in the URL's steps.
    return undefined;
  }
};

/** The stored flow, or null when there is none (or it is unreadable). */
export const getOnboardingFlow = (): OnboardingFlow | null => {
  const raw = storage()?.getItem(ONBOARDING_FLOW_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isRecord(parsed) || (parsed.role !== 'sell' && parsed.role !== 'buy')) return null;
    const id = optionalString(parsed.id);
    const propertyId = optionalString(parsed.propertyId);
    return {
      role: parsed.role,
      ...(id === undefined ? {} : { id }),
      ...(propertyId === undefined ? {} : { propertyId }),
    };
  } catch {
    return null;
  }
};

/** Replaces the stored flow. */
export const setOnboardingFlow = (flow: OnboardingFlow): void => {
  try {
    storage()?.setItem(ONBOARDING_FLOW_KEY, JSON.stringify(flow));
  } catch {
    // Quota or privacy mode: nothing to do, the journey still works page by page.
  }
};

/** Merges into the stored flow of `role` (starting one when the stored flow is another role's). */
export const updateOnboardingFlow = (
  role: OnboardingRole,
  patch: Partial<Omit<OnboardingFlow, 'role'>>,
): OnboardingFlow => {
  const current = getOnboardingFlow();
  const next: OnboardingFlow = { ...(current?.role === role ? current : {}), ...patch, role };
  setOnboardingFlow(next);
  return next;
};

/** Forgets the flow (a new sale or purchase starts from scratch). */
export const clearOnboardingFlow = (): void => {
  storage()?.removeItem(ONBOARDING_FLOW_KEY);
};

/** The stored flow's id when it belongs to `role`. */
export const getOnboardingFlowId = (role: OnboardingRole): string | undefined => {
  const flow = getOnboardingFlow();
  return flow?.role === role ? flow.id : undefined;
};
