import { Alert, App } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage } from '@/api/baseQuery';
import { TermsDocument } from '@/features/legal/components/TermsDocument';
import { OnboardingLayout } from '@/features/onboarding/components/OnboardingLayout';
import { StepActions } from '@/features/onboarding/components/StepActions';
import { contactSupport } from '@/shared/supportMessages';
import { onboardingPath } from '@/features/onboarding/steps';
import type { OnboardingRole } from '@/features/onboarding/types';
import { usePublicConfig } from '@/features/public-config/hooks/usePublicConfig';

export type TermsPageProps = {
  role: OnboardingRole;
  /**
   * Records the acceptance on the server (seller: PUT /transaction/{id}?termsAndConditions=true;
   * buyer: the purchase-intent call). Reject with an API error (or an Error) when it fails: the
   * page shows '{message}. Please contact support at {email}' and moves on regardless.
   */
  accept: () => Promise<unknown>;
  /** Where to go after accepting: /sell/payment or /buy/whats-included by default. */
  nextPath?: string;
};

const defaultNext: Record<OnboardingRole, string> = {
  sell: onboardingPath('sell', 'payment'),
  buy: onboardingPath('buy', 'whats-included'),
};

/** A notice another page sent along (e.g. /sell/payment before the terms were accepted). */
const noticeOf = (state: unknown): string | undefined => {
  const notice = (state as { notice?: unknown } | null)?.notice;
  return typeof notice === 'string' ? notice : undefined;
};

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : errorMessage(error);

/**
 * /{role}/terms-and-conditions: the role's terms with a sidebar overview and 'Agree and
 * Continue'. Navigation happens even when the acceptance call fails (customer.md §2, §7).
 */
export const TermsPage = ({ role, accept, nextPath }: TermsPageProps) => {
  const { supportEmail } = usePublicConfig();
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const notice = noticeOf(useLocation().state);
  const [accepting, setAccepting] = useState(false);

  const handleAgree = async () => {
    setAccepting(true);
    try {
      await accept();
    } catch (error) {
      notification.error({
        title: 'We could not record your acceptance',
        description: contactSupport(messageOf(error), supportEmail),
        duration: 10,
      });
    } finally {
      setAccepting(false);
    }
    await navigate(nextPath ?? defaultNext[role]);
  };

  return (
    <OnboardingLayout
      role={role}
      step="terms-and-conditions"
      title="Terms & Conditions"
      width="wide"
    >
      {notice && (
        <Alert type="info" showIcon role="status" title={notice} style={{ marginBottom: 16 }} />
      )}
      <TermsDocument
        role={role}
        showTitle
        agreeLabel="Agree and Continue"
        onAgree={() => void handleAgree()}
        agreeLoading={accepting}
      />
      <StepActions backTo={onboardingPath(role, 'about-the-property')} primary={<span />} />
    </OnboardingLayout>
  );
};
