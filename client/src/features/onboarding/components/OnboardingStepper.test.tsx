import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/AppProviders';
import { makeStore } from '@/app/store';
import { OnboardingLayout } from '@/features/onboarding/components/OnboardingLayout';
import type { OnboardingStepKey } from '@/features/onboarding/types';
import { jsonResponse, publicConfigFixture, stubFetch } from '@/test/fetchStub';

/** A desktop-wide window: every min-width media query matches. */
const desktop = (query: string): MediaQueryList =>
  ({
    matches: /min-width/.test(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

const renderStep = (step: OnboardingStepKey, width: 'narrow' | 'wide') =>
  render(
    <AppProviders store={makeStore()}>
      <OnboardingLayout role="sell" step={step} title="Page" width={width}>
        <p>content</p>
      </OnboardingLayout>
    </AppProviders>,
  );

/** What makes the stepper look as it does, without what differs from step to step. */
const stepperShape = () => {
  const nav = screen.getByRole('navigation', { name: 'Onboarding steps' });
  const steps = nav.querySelector('.ant-steps');
  return {
    classes: [...(steps?.classList ?? [])].filter((name) => !name.startsWith('css-')).sort(),
    titles: [...nav.querySelectorAll('.ant-steps-item-title')].map((node) => node.textContent),
    contents: [...nav.querySelectorAll('.ant-steps-item-content')].map((node) => node.textContent),
    frame: (nav.parentElement as HTMLElement).style.maxWidth,
  };
};

describe('the desktop onboarding stepper', () => {
  const original = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = desktop;
    stubFetch({ 'GET /api/config/public': jsonResponse(publicConfigFixture) });
  });
  afterEach(() => {
    window.matchMedia = original;
  });

  it('is one stepper, as wide on a narrow form page as on the wide payment page', () => {
    const narrow = renderStep('about-you', 'narrow');
    const nav = screen.getByRole('navigation', { name: 'Onboarding steps' });
    expect(nav).toHaveClass('onboarding-stepper');
    expect(nav.parentElement).toHaveStyle({ maxWidth: '1150px' });
    const aboutYou = stepperShape();
    narrow.unmount();

    renderStep('payment', 'wide');
    const wide = screen.getByRole('navigation', { name: 'Onboarding steps' });
    expect(wide.parentElement).toHaveStyle({ maxWidth: '1150px' });
    expect(stepperShape()).toEqual(aboutYou);
  });

  it('puts each title under its icon, so words have room and wrap only between words', () => {
    renderStep('terms-and-conditions', 'wide');
    const nav = screen.getByRole('navigation', { name: 'Onboarding steps' });
    expect(nav.querySelector('.ant-steps')?.className).toMatch(/vertical/);
    for (const title of ['About you', 'About the property', 'Terms & Conditions', 'Payment']) {
      expect(screen.getByText(title)).toBeInTheDocument();
    }
    expect(screen.getByText('Step 3 of 5: Terms & Conditions')).toBeInTheDocument();
  });
});
