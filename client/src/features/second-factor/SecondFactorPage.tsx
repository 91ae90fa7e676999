import { Alert, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { serverMessageOr } from '@/api/baseQuery';
import { useCurrentUserQuery, useVerifyRecoveryCodeMutation } from '@/api/generated';
import { AuthPageShell } from '@/features/auth/components/AuthPageShell';
import { useAuth } from '@/features/auth/hooks/useAuth';
import { ADMIN_PATH } from '@/features/auth/roles';
import { AppButton } from '@/shared/ui/AppButton';
import { FullPageLoader } from '@/shared/ui/FullPageLoader';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { passkeyFailureMessage } from './passkeyErrors';
import { ENROL_PATH } from './paths';
import type { SecondFactorState } from './RequireSecondFactor';
import { usePasskeys } from './usePasskeys';

/** Only paths inside the back office are followed after the second factor. */
export const backOfficeDestination = (state: unknown): string => {
  const from = (state as SecondFactorState | null)?.from;
  return typeof from === 'string' && (from === ADMIN_PATH || from.startsWith(`${ADMIN_PATH}/`))
    ? from
    : ADMIN_PATH;
};

type CodeValues = { code: string };

/**
 * /second-factor: after the magic link, an admin who has enrolled confirms it is them with a
 * passkey, or with one of their recovery codes (each works once), before the back office opens.
 */
export const SecondFactorPage = () => {
  const { isAdmin } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const current = useCurrentUserQuery();
  const { signInWithPasskey, busy } = usePasskeys();
  const [redeemCode, sending] = useVerifyRecoveryCodeMutation();
  const [withCode, setWithCode] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [form] = Form.useForm<CodeValues>();
  const destination = backOfficeDestination(location.state);

  if (!isAdmin) return <Navigate to="/" replace />;
  if (current.isError && !current.data) {
    return (
      <AuthPageShell title="Confirm it's you">
        <QueryErrorAlert error={current.error} onRetry={() => void current.refetch()} />
      </AuthPageShell>
    );
  }
  const secondFactor = current.data?.secondFactor;
  if (!secondFactor) return <FullPageLoader />;
  if (secondFactor.status === 'enrol') {
    return <Navigate to={ENROL_PATH} state={location.state as unknown} replace />;
  }
  if (secondFactor.status !== 'verify') return <Navigate to={destination} replace />;
  const codeOnly = !secondFactor.hasPasskey;

  const passed = async () => {
    await current.refetch();
    void navigate(destination, { replace: true });
  };

  const handlePasskey = async () => {
    setFailure(null);
    try {
      await signInWithPasskey();
    } catch (error) {
      setFailure(
        passkeyFailureMessage(error, 'That passkey was not recognised. Please try again.'),
      );
      return;
    }
    await passed();
  };

  const handleCode = async ({ code }: CodeValues) => {
    setFailure(null);
    try {
      await redeemCode({ recoveryCodeDto: { code } }).unwrap();
    } catch (error) {
      setFailure(serverMessageOr(error, 'That did not work. Please try again.'));
      return;
    }
    await passed();
  };

  return (
    <AuthPageShell title="Confirm it's you">
      <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
        Confirm it&apos;s you
      </Typography.Title>
      <Flex vertical gap={16}>
        {failure && <Alert type="error" showIcon role="alert" title={failure} />}
        {withCode || codeOnly ? (
          <Form<CodeValues>
            form={form}
            name="recoveryCode"
            layout="vertical"
            requiredMark={false}
            onFinish={(values) => void handleCode(values)}
          >
            <Typography.Paragraph>
              Enter one of the recovery codes you saved when you added your first passkey. Each code
              works once.
            </Typography.Paragraph>
            <Form.Item
              label="Recovery code"
              name="code"
              rules={[
                { required: true, whitespace: true, message: 'Please enter a recovery code' },
              ]}
            >
              <Input
                autoComplete="one-time-code"
                autoCapitalize="characters"
                spellCheck={false}
                placeholder="XXXX-XXXX-XXXX-XXXX"
                maxLength={64}
              />
            </Form.Item>
            <Flex wrap gap={8}>
              <AppButton htmlType="submit" loading={sending.isLoading} size="sm-flex">
                Continue
              </AppButton>
              {!codeOnly && (
                <AppButton
                  variant="link"
                  onClick={() => {
                    setFailure(null);
                    setWithCode(false);
                  }}
                >
                  Use a passkey instead
                </AppButton>
              )}
            </Flex>
          </Form>
        ) : (
          <>
            <Typography.Paragraph style={{ margin: 0 }}>
              To open the back office, use the passkey you added to this account: your device will
              ask for your fingerprint, face, PIN or security key.
            </Typography.Paragraph>
            <div>
              <AppButton loading={busy} onClick={() => void handlePasskey()} size="sm-flex">
                Use your passkey
              </AppButton>
            </div>
            <div>
              <AppButton
                variant="link"
                onClick={() => {
                  setFailure(null);
                  setWithCode(true);
                }}
              >
                Use a recovery code
              </AppButton>
            </div>
          </>
        )}
      </Flex>
    </AuthPageShell>
  );
};
