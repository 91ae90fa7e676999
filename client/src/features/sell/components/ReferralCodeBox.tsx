import { Form, Input, Space } from 'antd';
import { useId, useState } from 'react';
import { errorMessage } from '@/api/baseQuery';
import { useValidateReferralCodeMutation } from '@/api/generated';
import { REFERRAL_CODE_INVALID } from '@/features/sell/payment';
import { useMutationForm } from '@/shared/forms/useMutationForm';
import { AppButton } from '@/shared/ui/AppButton';

export type ReferralCodeBoxProps = {
  /** Called with the verified code, or null when the code is changed or cleared afterwards. */
  onVerifiedChange: (code: string | null) => void;
};

type ReferralValues = { code?: string };

/**
 * The referral code box (customer.md §5): Apply is disabled while the box is empty, shows an
 * error, or holds a code already verified. An invalid code reads 'Code not valid'; a failed
 * check shows the server's message; changing or clearing a verified code un-verifies it.
 */
export const ReferralCodeBox = ({ onVerifiedChange }: ReferralCodeBoxProps) => {
  const inputId = useId();
  const helpId = `${inputId}-help`;
  const [form] = Form.useForm<ReferralValues>();
  const code = (Form.useWatch('code', form) ?? '').trim();
  const [invalid, setInvalid] = useState(false);
  const [verified, setVerified] = useState(false);
  const [validate] = useValidateReferralCodeMutation();
  const check = useMutationForm({
    form,
    mutate: () => validate({ validateReferralCodeDto: { code } }),
    failure: (error) => errorMessage(error),
    onSuccess: (valid) => {
      if (valid !== true) return setInvalid(true);
      setVerified(true);
      onVerifiedChange(code);
    },
  });
  const error = invalid ? REFERRAL_CODE_INVALID : (check.failure?.title ?? null);
  const applyDisabled = code === '' || error !== null || verified;

  const handleChange = () => {
    setInvalid(false);
    check.showFailure(null);
    if (verified) {
      setVerified(false);
      onVerifiedChange(null);
    }
  };

  const handleApply = () => {
    if (!applyDisabled) check.submit();
  };

  return (
    <Form
      form={form}
      layout="vertical"
      component="div"
      onValuesChange={handleChange}
      onFinish={check.onFinish}
    >
      <Form.Item
        label="Referral code"
        htmlFor={inputId}
        validateStatus={error ? 'error' : verified ? 'success' : undefined}
        help={
          error || verified ? (
            // The id the box's aria-describedby names: a screen reader reads it with the box.
            <span id={helpId}>{error ?? 'Code applied: nothing to pay.'}</span>
          ) : undefined
        }
        hasFeedback={verified}
      >
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="code" noStyle>
            <Input
              id={inputId}
              autoComplete="off"
              onPressEnter={(event) => {
                event.preventDefault();
                handleApply();
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error || verified ? helpId : undefined}
            />
          </Form.Item>
          <AppButton
            variant="secondary"
            onClick={handleApply}
            disabled={applyDisabled}
            loading={check.saving}
          >
            Apply
          </AppButton>
        </Space.Compact>
      </Form.Item>
    </Form>
  );
};
