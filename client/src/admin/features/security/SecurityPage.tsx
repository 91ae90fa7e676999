import { Alert, Card, Flex, Form, Input, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { serverMessageOr } from '@/api/baseQuery';
import {
  useCurrentUserQuery,
  type PasskeyDto,
  useRegenerateCodesMutation,
  useRemovePasskeyMutation,
  useRenamePasskeyMutation,
  useSecuritySummaryQuery,
} from '@/api/generated';
import { AdminPageHeader } from '@/admin/components/AdminPageHeader';
import { AdminQueryError } from '@/admin/components/AdminQueryError';
import { TwoStepConfirm } from '@/admin/components/TwoStepConfirm';
import { PASSKEY_NAME_MAX, PasskeyNameField } from '@/features/second-factor/EnrolPage';
import { passkeyFailureMessage } from '@/features/second-factor/passkeyErrors';
import { RecoveryCodes } from '@/features/second-factor/RecoveryCodes';
import { usePasskeys } from '@/features/second-factor/usePasskeys';
import { formatDateTime } from '@/shared/format';
import { AppButton } from '@/shared/ui/AppButton';

/** Rename (inline) or Remove (through 'Are you sure?') one passkey. */
const PasskeyActions = ({ passkey }: { passkey: PasskeyDto }) => {
  const [rename, renaming] = useRenamePasskeyMutation();
  const [remove, removing] = useRemovePasskeyMutation();
  const [editing, setEditing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [form] = Form.useForm<{ name: string }>();

  const handleRename = async ({ name }: { name: string }) => {
    setFailure(null);
    try {
      await rename({ id: passkey._id, renamePasskeyDto: { name: name.trim() } }).unwrap();
      setEditing(false);
    } catch (error) {
      setFailure(serverMessageOr(error, 'The passkey could not be renamed. Please try again.'));
    }
  };

  const handleRemove = async () => {
    setFailure(null);
    try {
      await remove({ id: passkey._id }).unwrap();
    } catch (error) {
      setFailure(serverMessageOr(error, 'The passkey could not be removed. Please try again.'));
      throw error;
    }
  };

  if (editing) {
    return (
      <Form
        form={form}
        layout="inline"
        initialValues={{ name: passkey.name }}
        onFinish={(values) => void handleRename(values)}
        style={{ rowGap: 8 }}
      >
        <Form.Item
          name="name"
          rules={[
            { required: true, whitespace: true, message: 'Please give the passkey a name' },
            { max: PASSKEY_NAME_MAX, message: `At most ${PASSKEY_NAME_MAX} characters` },
          ]}
        >
          <Input aria-label={`New name for ${passkey.name}`} maxLength={PASSKEY_NAME_MAX} />
        </Form.Item>
        <Flex gap={8}>
          <AppButton size="sm" htmlType="submit" loading={renaming.isLoading}>
            Save
          </AppButton>
          <AppButton size="sm" variant="secondary" onClick={() => setEditing(false)}>
            Cancel
          </AppButton>
        </Flex>
        {failure && <Alert type="error" showIcon role="alert" title={failure} />}
      </Form>
    );
  }

  return (
    <Flex vertical gap={8}>
      <TwoStepConfirm<true>
        onConfirm={handleRemove}
        confirming={removing.isLoading}
        confirmLabel="Remove passkey"
        summary={() => `'${passkey.name}' will no longer sign you in.`}
      >
        {(ask) => (
          <Flex wrap gap={8}>
            <AppButton
              size="sm"
              variant="secondary"
              aria-label={`Rename ${passkey.name}`}
              onClick={() => setEditing(true)}
            >
              Rename
            </AppButton>
            <AppButton
              size="sm"
              variant="secondary"
              aria-label={`Remove ${passkey.name}`}
              onClick={() => ask(true)}
            >
              Remove
            </AppButton>
          </Flex>
        )}
      </TwoStepConfirm>
      {failure && <Alert type="error" showIcon role="alert" title={failure} />}
    </Flex>
  );
};

const columns: TableColumnsType<PasskeyDto> = [
  { title: 'Name', dataIndex: 'name', key: 'name' },
  {
    title: 'Added',
    dataIndex: 'createdAt',
    key: 'createdAt',
    render: (value: string) => formatDateTime(value),
  },
  {
    title: 'Last used',
    dataIndex: 'lastUsedAt',
    key: 'lastUsedAt',
    render: (value: string | null) => (value ? formatDateTime(value) : 'Not used yet'),
  },
  {
    title: 'Actions',
    key: 'actions',
    width: 260,
    render: (_value, passkey) => <PasskeyActions passkey={passkey} />,
  },
];

/** 'Add a passkey': a name, then the browser's own passkey prompt. */
const AddPasskey = ({ onCodes }: { onCodes: (codes: string[]) => void }) => {
  const { addPasskey, busy } = usePasskeys();
  const current = useCurrentUserQuery();
  const [form] = Form.useForm<{ name: string }>();
  const [failure, setFailure] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);

  const handleAdd = async ({ name }: { name: string }) => {
    setFailure(null);
    setAdded(null);
    try {
      const result = await addPasskey(name.trim());
      form.resetFields();
      setAdded(result.passkey.name);
      if (result.recoveryCodes?.length) onCodes(result.recoveryCodes);
      void current.refetch();
    } catch (error) {
      setFailure(passkeyFailureMessage(error, 'The passkey could not be added. Please try again.'));
    }
  };

  return (
    <Form
      form={form}
      name="addPasskey"
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => void handleAdd(values)}
      style={{ maxWidth: 420 }}
    >
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        Add a passkey
      </Typography.Title>
      <PasskeyNameField />
      <Flex vertical gap={8}>
        <div>
          <AppButton htmlType="submit" loading={busy} size="sm">
            Add a passkey
          </AppButton>
        </div>
        {failure && <Alert type="error" showIcon role="alert" title={failure} />}
        {added && <Alert type="success" showIcon role="status" title={`'${added}' was added.`} />}
      </Flex>
    </Form>
  );
};

/**
 * /admin/security: the signed-in admin's own passkeys (name, when added, when last used; add,
 * rename, remove) and recovery codes (how many are left; replace them all).
 */
export const SecurityPage = () => {
  const summary = useSecuritySummaryQuery();
  const current = useCurrentUserQuery();
  const [regenerate, regenerating] = useRegenerateCodesMutation();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [codesFailure, setCodesFailure] = useState<string | null>(null);
  const mode = current.data?.secondFactor?.mode;
  const left = summary.data?.recoveryCodesLeft ?? 0;
  const hasPasskeys = (summary.data?.passkeys.length ?? 0) > 0;

  const handleRegenerate = async () => {
    setCodesFailure(null);
    try {
      const result = await regenerate().unwrap();
      setCodes(result.recoveryCodes);
    } catch (error) {
      setCodesFailure(serverMessageOr(error, 'New codes could not be made. Please try again.'));
      throw error;
    }
  };

  return (
    <>
      <AdminPageHeader title="Security" />
      <Flex vertical gap={24}>
        {codes && (
          <Card>
            <RecoveryCodes codes={codes} doneLabel="Done" onDone={() => setCodes(null)} />
          </Card>
        )}
        <Card title="Passkeys">
          {summary.error ? (
            <AdminQueryError
              title="There was an error fetching your passkeys."
              error={summary.error}
              onRetry={summary.refetch}
            />
          ) : (
            <Flex vertical gap={24}>
              {mode === 'offered' && !summary.isLoading && !hasPasskeys && (
                <Alert
                  type="info"
                  showIcon
                  title="Add a passkey to protect your account"
                  description="Once you have one, every sign-in asks for it after the e-mailed link."
                />
              )}
              <Table
                aria-label="Your passkeys"
                columns={columns}
                dataSource={summary.data?.passkeys}
                rowKey="_id"
                loading={summary.isLoading}
                pagination={false}
                size="small"
                locale={{ emptyText: 'You have no passkeys yet.' }}
                scroll={{ x: 'max-content' }}
              />
              <AddPasskey onCodes={setCodes} />
            </Flex>
          )}
        </Card>
        <Card title="Recovery codes">
          <Flex vertical gap={12}>
            <Typography.Paragraph style={{ margin: 0 }}>
              {summary.data
                ? `You have ${left} of 10 recovery codes left. Each signs you in once if you lose your passkeys.`
                : 'Loading...'}
            </Typography.Paragraph>
            <TwoStepConfirm<true>
              onConfirm={handleRegenerate}
              confirming={regenerating.isLoading}
              confirmLabel="Create new codes"
              summary={() => 'Your current recovery codes will stop working.'}
            >
              {(ask) => (
                <AppButton
                  size="sm"
                  variant="secondary"
                  disabled={!summary.data}
                  onClick={() => ask(true)}
                >
                  Create new recovery codes
                </AppButton>
              )}
            </TwoStepConfirm>
            {codesFailure && <Alert type="error" showIcon role="alert" title={codesFailure} />}
          </Flex>
        </Card>
      </Flex>
    </>
  );
};
