import { Form, Input, Space } from 'antd';
import { useId, useState } from 'react';
import { errorMessage } from '@/api/baseQuery';
import { useReferralCodesControllerValidateMutation } from '@/api/generated';
import { REFERRAL_CODE_INVALID } from '@/features/sell/payment';
import { AppButton } from '@/shared/ui/AppButton';

export type ReferralCodeBoxProps = {
  /** Called with the verified code, or null when the code is changed or cleared afterwards. */
  onVerifiedChange: (code: string | null) => void;
};

/**
 * The referral code box (customer.md §5): Apply is disabled while the box is empty, shows an
 * error, or holds a code already verified. An invalid code reads 'Code not valid'; a failed
 * check shows the server's message; changing or clearing a verified code un-verifies it.
 */
export const ReferralCodeBox = ({ onVerifiedChange }: ReferralCodeBoxProps) => {
  const inputId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [verified, setVerified] = useState(false);
  const [validate, validation] = useReferralCodesControllerValidateMutation();

  const handleChange = (next: string) => {
    setCode(next);
    setError(null);
    if (verified) {
      setVerified(false);
      onVerifiedChange(null);
    }
  };

  const handleApply = async () => {
    const trimmed = code.trim();
    if (!trimmed || verified) return;
    try {
      const valid = await validate({ validateReferralCodeDto: { code: trimmed } }).unwrap();
      if (valid === true) {
        setVerified(true);
        onVerifiedChange(trimmed);
      } else {
        setError(REFERRAL_CODE_INVALID);
      }
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  const applyDisabled = code.trim() === '' || error !== null || verified;

  return (
    <Form layout="vertical" component="div">
      <Form.Item
        label="Referral code"
        htmlFor={inputId}
        validateStatus={error ? 'error' : verified ? 'success' : undefined}
        help={error ?? (verified ? 'Code applied: nothing to pay.' : undefined)}
        hasFeedback={verified}
      >
        <Space.Compact style={{ width: '100%' }}>
          <Input
            id={inputId}
            value={code}
            autoComplete="off"
            onChange={(event) => handleChange(event.target.value)}
            onPressEnter={(event) => {
              event.preventDefault();
              if (!applyDisabled) void handleApply();
            }}
            aria-invalid={error ? true : undefined}
          />
          <AppButton
            variant="secondary"
            onClick={() => void handleApply()}
            disabled={applyDisabled}
            loading={validation.isLoading}
          >
            Apply
          </AppButton>
        </Space.Compact>
      </Form.Item>
    </Form>
  );
};
