import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Flex, Input, Typography } from 'antd';
import {
  canRemoveRequester,
  toggleThirdfort,
  type Thirdfort,
} from '@/admin/features/estate-agents/estateAgentDraft';
import { isEmailAddress } from '@/shared/validation/email';

const THIRDFORT_FLAGS = [
  ['requestsSellerThirdfortChecks', 'Conducts seller Thirdfort checks'],
  ['requestsBuyerThirdfortChecks', 'Conducts buyer Thirdfort checks'],
  ['receivesSellerThirdfortChecks', 'Receives seller Thirdfort checks'],
  ['receivesBuyerThirdfortChecks', 'Receives buyer Thirdfort checks'],
] as const;

type ThirdfortSectionProps = {
  settings: Thirdfort;
  /** An existing agent's Save button label; a new agent keeps the settings until Submit. */
  saveLabel?: string;
  saving: boolean;
  /** The card holds changes not yet saved (an existing agent's). */
  unsaved?: boolean;
  onChange: (settings: Thirdfort) => void;
  onSave: () => void;
};

/** The four Thirdfort flags and the requester e-mails (admin.md §5 'Thirdfort settings'). */
export const ThirdfortSection = ({
  settings,
  saveLabel,
  saving,
  unsaved = false,
  onChange,
  onSave,
}: ThirdfortSectionProps) => {
  const emails = settings.thirdfortRequesterEmails;
  const invalid = emails.map((email) => email.trim() !== '' && !isEmailAddress(email.trim()));
  const setEmail = (index: number, value: string) =>
    onChange({
      ...settings,
      thirdfortRequesterEmails: emails.map((e, i) => (i === index ? value : e)),
    });
  return (
    <section aria-labelledby="thirdfort-heading">
      <Card
        title={
          <Typography.Title level={2} id="thirdfort-heading" style={{ fontSize: 20, margin: 0 }}>
            Thirdfort Checks
          </Typography.Title>
        }
      >
        <Flex vertical gap={12}>
          {THIRDFORT_FLAGS.map(([flag, label]) => (
            <Checkbox
              key={flag}
              checked={settings[flag]}
              onChange={(event) => onChange(toggleThirdfort(settings, flag, event.target.checked))}
            >
              {label}
            </Checkbox>
          ))}
          <Typography.Text strong>Thirdfort requester emails</Typography.Text>
          {emails.length === 0 && (
            <Typography.Text type="secondary">No requester emails.</Typography.Text>
          )}
          {emails.map((email, index) => (
            <Flex key={index} gap={8} align="start">
              <Flex vertical style={{ flex: 1 }}>
                <Input
                  type="email"
                  aria-label={`Requester email ${index + 1}`}
                  value={email}
                  status={invalid[index] ? 'error' : undefined}
                  aria-invalid={invalid[index] || undefined}
                  onChange={(event) => setEmail(index, event.target.value)}
                />
                {invalid[index] && <Typography.Text type="danger">Invalid email</Typography.Text>}
              </Flex>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined aria-hidden />}
                aria-label={`Remove requester email ${index + 1}`}
                disabled={!canRemoveRequester(settings)}
                onClick={() =>
                  onChange({
                    ...settings,
                    thirdfortRequesterEmails: emails.filter((_, i) => i !== index),
                  })
                }
              />
            </Flex>
          ))}
          <Flex gap={8} wrap>
            <Button
              icon={<PlusOutlined aria-hidden />}
              onClick={() => onChange({ ...settings, thirdfortRequesterEmails: [...emails, ''] })}
            >
              Add email
            </Button>
            {saveLabel && (
              <Button
                type="primary"
                loading={saving}
                disabled={invalid.some(Boolean) || !unsaved}
                onClick={onSave}
              >
                {saveLabel}
              </Button>
            )}
            {saveLabel && unsaved && (
              <Typography.Text type="warning" role="status">
                Unsaved changes: press {saveLabel} to keep them.
              </Typography.Text>
            )}
          </Flex>
        </Flex>
      </Card>
    </section>
  );
};
