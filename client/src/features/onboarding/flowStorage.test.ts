import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearOnboardingFlow,
  getOnboardingFlow,
  getOnboardingFlowId,
  ONBOARDING_FLOW_KEY,
  setOnboardingFlow,
  updateOnboardingFlow,
} from '@/features/onboarding/flowStorage';

describe('onboarding flow storage', () => {
  beforeEach(() => window.localStorage.clear());

  it("keeps the flow in localStorage under 'onboardingFlow'", () => {
    setOnboardingFlow({ role: 'sell', id: 'a'.repeat(24) });
    expect(JSON.parse(window.localStorage.getItem(ONBOARDING_FLOW_KEY) ?? '')).toEqual({
      role: 'sell',
      id: 'a'.repeat(24),
    });
    expect(ONBOARDING_FLOW_KEY).toBe('onboardingFlow');
    expect(getOnboardingFlowId('sell')).toBe('a'.repeat(24));
    expect(getOnboardingFlowId('buy')).toBeUndefined();
  });

  it('merges updates into the same role and starts afresh for the other role', () => {
    updateOnboardingFlow('sell', { propertyId: 'p1' });
    updateOnboardingFlow('sell', { id: 't1' });
    expect(getOnboardingFlow()).toEqual({ role: 'sell', propertyId: 'p1', id: 't1' });
    updateOnboardingFlow('buy', { id: 'pi1' });
    expect(getOnboardingFlow()).toEqual({ role: 'buy', id: 'pi1' });
  });

  it('reads nothing from a missing, corrupt or foreign value, and clears', () => {
    expect(getOnboardingFlow()).toBeNull();
    window.localStorage.setItem(ONBOARDING_FLOW_KEY, '{not json');
    expect(getOnboardingFlow()).toBeNull();
    window.localStorage.setItem(ONBOARDING_FLOW_KEY, JSON.stringify({ role: 'admin', id: 'x' }));
    expect(getOnboardingFlow()).toBeNull();
    setOnboardingFlow({ role: 'buy' });
    clearOnboardingFlow();
    expect(window.localStorage.getItem(ONBOARDING_FLOW_KEY)).toBeNull();
  });
});
