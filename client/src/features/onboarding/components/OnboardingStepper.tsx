import { Flex, Grid, Progress, Steps, Typography } from 'antd';
import { onboardingSteps } from '@/features/onboarding/steps';
import type { OnboardingRole, OnboardingStepKey } from '@/features/onboarding/types';
import { colors } from '@/shared/theme';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden';
import './onboardingStepper.css';

export type OnboardingStepperProps = {
  role: OnboardingRole;
  /** The step the user is on; omit to show the steps ahead (welcome page). */
  current?: OnboardingStepKey;
  /** Id of the 'Step 2 of 5: About the property' text, for the page heading to point at. */
  positionId?: string;
};

/**
 * The onboarding steps (About you, About the property, Terms & Conditions, Payment or What's
 * included, Success; each 'about 1 minute'). From tablet width one stepper for every page: the
 * titles under their icons, each step the same width, words never broken (onboardingStepper.css);
 * the layout gives it the same width on every page. On phones a compact 'Step 2 of 5' line with a
 * progress bar.
 */
export const OnboardingStepper = ({ role, current, positionId }: OnboardingStepperProps) => {
  const screens = Grid.useBreakpoint();
  const steps = onboardingSteps(role);
  const index = current ? steps.findIndex((s) => s.key === current) : -1;
  const active = index >= 0 ? steps[index] : undefined;
  const position = active ? `Step ${index + 1} of ${steps.length}` : undefined;

  if (!(screens.md ?? false)) {
    return (
      <nav aria-label="Onboarding steps">
        {active ? (
          <Flex vertical gap={4}>
            <Typography.Text strong id={positionId}>
              {position}: {active.title}
            </Typography.Text>
            <Typography.Text type="secondary">{active.duration}</Typography.Text>
            <Progress
              percent={Math.round(((index + 1) / steps.length) * 100)}
              steps={steps.length}
              showInfo={false}
              strokeColor={colors.primary}
              size={{ width: 48, height: 6 }}
              aria-hidden
            />
          </Flex>
        ) : (
          <ol style={{ margin: 0, paddingInlineStart: 20 }}>
            {steps.map((step) => (
              <li key={step.key}>
                {step.title} <Typography.Text type="secondary">({step.duration})</Typography.Text>
              </li>
            ))}
          </ol>
        )}
      </nav>
    );
  }

  return (
    <nav aria-label="Onboarding steps" className="onboarding-stepper">
      {position && active && (
        <VisuallyHidden id={positionId}>
          {position}: {active.title}
        </VisuallyHidden>
      )}
      <Steps
        size="small"
        titlePlacement="vertical"
        current={index}
        items={steps.map((step) => ({ title: step.title, content: step.duration }))}
      />
    </nav>
  );
};
