import { CheckCircleFilled } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import { useEffect } from 'react';
import { OnboardingLayout } from '@/features/onboarding/components/OnboardingLayout';
import { OnboardingStepper } from '@/features/onboarding/components/OnboardingStepper';
import { getOnboardingFlow, setOnboardingFlow } from '@/features/onboarding/flowStorage';
import { onboardingPath } from '@/features/onboarding/steps';
import type { OnboardingRole } from '@/features/onboarding/types';
import { usePublicConfig } from '@/features/public-config/hooks/usePublicConfig';
import { AppIcon } from '@/shared/ui/AppIcon';
import { AppLinkButton } from '@/shared/ui/AppLinkButton';

export type WelcomePageProps = { role: OnboardingRole };

const points: Record<OnboardingRole, { lead: string; items: string[] }> = {
  sell: {
    lead: 'We get your sale legally ready before you find a buyer, so that you can:',
    items: [
      'Cut up to 6 months off the time it takes to sell',
      'Prevent fall-throughs by having the paperwork, checks and searches done up front',
      'Work with award-winning conveyancing solicitors from our panel',
    ],
  },
  buy: {
    lead: "Your purchase comes with the legal work buyers usually wait for. What's included:",
    items: [
      'Reviewing the searches on the property you are buying',
      'Raising enquiries with the seller’s solicitor',
      'Preparing the property report for you',
    ],
  },
};

/** /{role}/welcome: what the product does for this role, and Start. */
export const WelcomePage = ({ role }: WelcomePageProps) => {
  const { productName } = usePublicConfig();
  const { lead, items } = points[role];

  // A visit to another role's welcome page starts that role's flow afresh.
  useEffect(() => {
    if (getOnboardingFlow()?.role !== role) setOnboardingFlow({ role });
  }, [role]);

  return (
    <OnboardingLayout role={role} title={`Welcome to ${productName}`} hideStepper>
      <Flex vertical gap={16}>
        <Typography.Paragraph style={{ margin: 0 }}>{lead}</Typography.Paragraph>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((item) => (
            <li
              key={item}
              style={{ display: 'flex', gap: 12, alignItems: 'baseline', marginBottom: 8 }}
            >
              <AppIcon icon={CheckCircleFilled} color="success" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
        <Typography.Paragraph strong style={{ margin: 0 }}>
          Getting started takes no more than 5 minutes.
        </Typography.Paragraph>
        <OnboardingStepper role={role} />
        <div>
          <AppLinkButton to={onboardingPath(role, 'about-you')} size="flex">
            Start
          </AppLinkButton>
        </div>
      </Flex>
    </OnboardingLayout>
  );
};
