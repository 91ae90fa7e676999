import { CheckCircleFilled } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useCurrentUserQuery } from '@/api/generated';
import { dashboardPath } from '@/features/auth/roles';
import { OnboardingLayout } from '@/features/onboarding/components/OnboardingLayout';
import type { OnboardingRole } from '@/features/onboarding/types';
import { FullPageLoader } from '@/shared/ui/FullPageLoader';
import { AppIcon } from '@/shared/ui/AppIcon';
import { AppLinkButton } from '@/shared/ui/AppLinkButton';

export type SuccessPageProps = {
  role: OnboardingRole;
  /** The transaction id (sell) or purchase intent id (buy); a loader shows until it is known. */
  id?: string;
  /** Shown above the congratulations text (e.g. the payment status message). */
  status?: ReactNode;
  /** Replaces the role's usual text (a sale settled by a referral code was not paid for). */
  text?: string[];
};

const texts: Record<OnboardingRole, string[]> = {
  sell: [
    "We've received your payment and your sale is registered with us.",
    "We'll now order your property searches and let you know as soon as they are back. Your property dashboard shows what happens next.",
  ],
  buy: [
    "You're onboarded! We'll send you an e-mail shortly with everything you need to know.",
    "We'll introduce you to your solicitors, and your identity checks will start with our identity-check partner.",
  ],
};

/** Success step of both journeys: 'Congratulations!' and 'View property dashboard'. */
export const SuccessPage = ({ role, id, status, text = texts[role] }: SuccessPageProps) => {
  const { data: user } = useCurrentUserQuery();
  if (!user || !id) return <FullPageLoader />;
  return (
    <OnboardingLayout role={role} step="success" title="Congratulations!">
      <Flex vertical gap={16} align="flex-start">
        {status}
        <AppIcon icon={CheckCircleFilled} color="success" size={48} />
        {text.map((paragraph) => (
          <Typography.Paragraph key={paragraph} style={{ margin: 0 }}>
            {paragraph}
          </Typography.Paragraph>
        ))}
        <AppLinkButton to={dashboardPath(role, id)} size="flex">
          View property dashboard
        </AppLinkButton>
      </Flex>
    </OnboardingLayout>
  );
};
