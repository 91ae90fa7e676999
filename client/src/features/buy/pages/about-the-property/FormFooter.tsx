import { Alert, Typography } from 'antd';
import type { ReactNode } from 'react';
import { buyMessages } from '@/features/buy/messages';
import { buyPaths } from '@/features/buy/paths';
import type { PostcodeLookup } from '@/features/buy/propertyForm';
import { StepActions } from '@/features/onboarding/components/StepActions';
import { useFormValidity } from '@/shared/forms/useFormLiveValidation';

type FormFooterProps = { lookup: PostcodeLookup; showsErrors: boolean; submitting: boolean };

/**
 * Back, Continue and the invalid-form message (customer.md §2): Continue is disabled while any
 * rule fails. Only this part re-renders as the answers change.
 */
export const FormFooter = ({ lookup, showsErrors, submitting }: FormFooterProps) => {
  const valid = useFormValidity(lookup);
  let notice: ReactNode = null;
  if (!valid) {
    notice = showsErrors ? (
      <Alert type="error" showIcon title={buyMessages.invalidForm} />
    ) : (
      <Typography.Text type="secondary">Answer every question to continue.</Typography.Text>
    );
  }
  return (
    <StepActions
      backTo={buyPaths.aboutYou}
      submitting={submitting}
      submitDisabled={!valid}
      notice={<div aria-live="polite">{notice}</div>}
    />
  );
};
