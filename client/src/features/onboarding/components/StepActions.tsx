import { ArrowLeftOutlined } from '@ant-design/icons';
import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { AppButton } from '@/shared/ui/AppButton';
import { AppLinkButton } from '@/shared/ui/AppLinkButton';

export type StepActionsProps = {
  /** Where Back goes; no Back button when omitted. */
  backTo?: string;
  /** The submit button's label ('Continue' by default); it submits the surrounding form. */
  submitLabel?: ReactNode;
  submitting?: boolean;
  submitDisabled?: boolean;
  /** A message above the buttons (e.g. why Continue is disabled). */
  notice?: ReactNode;
  /** Replaces the submit button (e.g. a page whose action is not a form). */
  primary?: ReactNode;
};

/** Back and Continue at the foot of an onboarding step: stacked full width on phones. */
export const StepActions = ({
  backTo,
  submitLabel = 'Continue',
  submitting = false,
  submitDisabled = false,
  notice,
  primary,
}: StepActionsProps) => (
  <Flex vertical gap={12} style={{ marginTop: 24 }}>
    {notice}
    <Flex gap={12} justify="space-between" wrap="wrap-reverse">
      {backTo ? (
        <AppLinkButton to={backTo} variant="secondary" size="flex" icon={<ArrowLeftOutlined />}>
          Back
        </AppLinkButton>
      ) : (
        <span />
      )}
      {primary ?? (
        <AppButton htmlType="submit" size="flex" loading={submitting} disabled={submitDisabled}>
          {submitLabel}
        </AppButton>
      )}
    </Flex>
  </Flex>
);
