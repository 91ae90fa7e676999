import { Alert, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useCurrentUserQuery } from '@/api/generated';
import { AuthPageShell } from '@/features/auth/components/AuthPageShell';
import { useAuth } from '@/features/auth/hooks/useAuth';
import { AppButton } from '@/shared/ui/AppButton';
import { FullPageLoader } from '@/shared/ui/FullPageLoader';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { passkeyFailureMessage } from './passkeyErrors';
import { SECOND_FACTOR_PATH } from './paths';
import { RecoveryCodes } from './RecoveryCodes';
import { backOfficeDestination } from './SecondFactorPage';
import { usePasskeys } from './usePasskeys';

type NameValues = { name: string };
export const PASSKEY_NAME_MAX = 60;

/** The passkey name field, shared with the Security page's 'Add a passkey'. */
export const PasskeyNameField = () => (
  <Form.Item
    label="Passkey name"
    name="name"
    extra="So you can tell your passkeys apart, e.g. 'Work laptop'."
    rules={[
      { required: true, whitespace: true, message: 'Please give the passkey a name' },
      {
        max: PASSKEY_NAME_MAX,
        message: `The name must be at most ${PASSKEY_NAME_MAX} characters long`,
      },
    ]}
  >
    <Input autoComplete="off" maxLength={PASSKEY_NAME_MAX} />
  </Form.Item>
);

/**
 * /second-factor/enrol: an admin's first sign-in where a second factor is required. They add a
 * passkey, then see their ten recovery codes once, then go on to the back office.
 */
export const EnrolPage = () => {
  const { isAdmin } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const current = useCurrentUserQuery();
  const { addPasskey, busy } = usePasskeys();
  const [failure, setFailure] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [form] = Form.useForm<NameValues>();
  const destination = backOfficeDestination(location.state);

  const finish = async () => {
    await current.refetch();
    void navigate(destination, { replace: true });
  };

  if (!isAdmin) return <Navigate to="/" replace />;
  if (codes) {
    return (
      <AuthPageShell title="Your recovery codes">
        <RecoveryCodes
          codes={codes}
          doneLabel="Continue to the back office"
          onDone={() => void finish()}
        />
      </AuthPageShell>
    );
  }
  if (current.isError && !current.data) {
    return (
      <AuthPageShell title="Add a passkey">
        <QueryErrorAlert error={current.error} onRetry={() => void current.refetch()} />
      </AuthPageShell>
    );
  }
  const status = current.data?.secondFactor?.status;
  if (!status) return <FullPageLoader />;
  if (status === 'verify') {
    return <Navigate to={SECOND_FACTOR_PATH} state={location.state as unknown} replace />;
  }
  // 'not-required' too: where it is only offered, an admin may still choose to add one here.

  const handleAdd = async ({ name }: NameValues) => {
    setFailure(null);
    try {
      const added = await addPasskey(name.trim());
      if (added.recoveryCodes?.length) setCodes(added.recoveryCodes);
      else await finish();
    } catch (error) {
      setFailure(passkeyFailureMessage(error, 'The passkey could not be added. Please try again.'));
    }
  };

  return (
    <AuthPageShell title="Add a passkey">
      <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
        Add a passkey
      </Typography.Title>
      <Flex vertical gap={16}>
        <Typography.Paragraph style={{ margin: 0 }}>
          The back office holds people&apos;s personal details, so staff confirm it is them with a
          passkey as well as the e-mailed link. A passkey lives on this device (or your security
          key) and is unlocked with your fingerprint, face or PIN.
        </Typography.Paragraph>
        {status === 'passed' && (
          <Alert type="info" showIcon title="This sign-in is already confirmed." />
        )}
        {failure && <Alert type="error" showIcon role="alert" title={failure} />}
        <Form<NameValues>
          form={form}
          name="enrolPasskey"
          layout="vertical"
          requiredMark={false}
          initialValues={{ name: '' }}
          onFinish={(values) => void handleAdd(values)}
        >
          <PasskeyNameField />
          <AppButton htmlType="submit" loading={busy} size="sm-flex">
            Create a passkey
          </AppButton>
        </Form>
      </Flex>
    </AuthPageShell>
  );
};
