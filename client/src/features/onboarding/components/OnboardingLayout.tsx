import { Card, Flex, Typography } from 'antd';
import { useId, type ReactNode } from 'react';
import { OnboardingStepper } from '@/features/onboarding/components/OnboardingStepper';
import type { OnboardingRole, OnboardingStepKey } from '@/features/onboarding/types';
import { usePublicConfig } from '@/features/public-config/hooks/usePublicConfig';
import { useDocumentTitle } from '@/shared/ui/useDocumentTitle';

export type OnboardingLayoutProps = {
  role: OnboardingRole;
  /** The current step for the stepper; omit on pages before the steps (welcome). */
  step?: OnboardingStepKey;
  /** The page's h1 (also the browser tab title). */
  title: string;
  /** A line or two under the title. */
  intro?: ReactNode;
  /** `wide` for two-column pages (payment); `narrow` (default) for forms. */
  width?: 'narrow' | 'wide';
  /** Hide the stepper (e.g. dashboards reuse the frame). */
  hideStepper?: boolean;
  children: ReactNode;
};

const maxWidths = { narrow: 760, wide: 1150 } as const;

const stepperFrame = { width: '100%', maxWidth: maxWidths.wide, margin: '0 auto' } as const;

/** The frame of every onboarding page: stepper, title, and the page in a card. */
export const OnboardingLayout = ({
  role,
  step,
  title,
  intro,
  width = 'narrow',
  hideStepper = false,
  children,
}: OnboardingLayoutProps) => {
  const { productName } = usePublicConfig();
  useDocumentTitle(title, productName);
  const positionId = useId();
  const describedByStep = !hideStepper && step !== undefined;
  return (
    <Flex vertical gap={24} style={{ padding: '24px 16px 48px' }}>
      {/* The stepper is as wide on every page, whatever the width of the page's card. */}
      {!hideStepper && (
        <div style={stepperFrame}>
          <OnboardingStepper role={role} current={step} positionId={positionId} />
        </div>
      )}
      <Card
        style={{ width: '100%', maxWidth: maxWidths[width], margin: '0 auto' }}
        styles={{ body: { padding: 'clamp(16px, 4vw, 32px)' } }}
      >
        <Flex vertical gap={8} style={{ marginBottom: 16 }}>
          {/* Focus lands on the heading at each step; it reads out which step this is too. */}
          <Typography.Title
            level={1}
            style={{ fontSize: 'clamp(24px, 5vw, 32px)', margin: 0 }}
            aria-describedby={describedByStep ? positionId : undefined}
          >
            {title}
          </Typography.Title>
          {intro && <div>{intro}</div>}
        </Flex>
        {children}
      </Card>
    </Flex>
  );
};
