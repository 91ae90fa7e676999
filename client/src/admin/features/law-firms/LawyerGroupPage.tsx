import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Flex, Form, Input, Modal, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { LawyerGroupBodyDto, LawyerGroupDto } from '@/api/generated';
import { personName } from '@/admin/format';
import { AdminPageHeader } from '@/admin/components/AdminPageHeader';
import { AdminQueryError } from '@/admin/components/AdminQueryError';
import { RecordHistory } from '@/admin/components/RecordHistory';
import { LAW_FIRM_MESSAGES } from '@/admin/features/law-firms/lawFirmsApi';
import { useLawyerGroupQuery, useUpdateLawyerGroupMutation } from '@/api/generated';
import { addressLine } from '@/admin/features/law-firms/LawFirmPage';
import { adminPaths } from '@/admin/paths';
import { FormFailureAlert } from '@/shared/forms/FormFailureAlert';
import { useMutationForm } from '@/shared/forms/useMutationForm';
import { isEmailAddress } from '@/shared/validation/email';
import { phoneOrEmpty } from '@/admin/phoneDisplay';
import { FlashMessageAlert } from '@/admin/components/FlashMessageAlert';
import { useAutoClearMessage } from '@/admin/hooks/useAutoClearMessage';
import { UnsavedChangesGuard } from '@/admin/hooks/UnsavedChangesGuard';
import { LawyerGroupFormModal } from '@/admin/features/law-firms/LawyerGroupFormModal';

/** A recipient's e-mail: 'Invalid email' once something is typed (an empty row only blocks Save). */
const recipientRule = {
  validator: (_: unknown, value: string | undefined) =>
    !value || isEmailAddress(value.trim())
      ? Promise.resolve()
      : Promise.reject(new Error('Invalid email')),
};

/** The group as PUT /api/admin/lawyer-groups/:id takes it, with new recipients. */
export const groupBody = (group: LawyerGroupDto, recipients: string[]): LawyerGroupBodyDto => {
  const contact = (person: LawyerGroupDto['legal_assistants'][number]) => ({
    first_name: person.first_name,
    last_name: person.last_name,
    email: person.email ?? null,
    phone_number: person.phone_number ?? null,
  });
  const invoicing = group.invoicing_address;
  return {
    name: group.name,
    law_firm: group.law_firm._id,
    solicitor: contact(group.solicitor),
    legal_assistants: group.legal_assistants.map(contact),
    invoicing_address:
      invoicing?.line_1 && invoicing.post_town && invoicing.country && invoicing.postcode
        ? {
            line_1: invoicing.line_1,
            line_2: invoicing.line_2 ?? undefined,
            line_3: invoicing.line_3 ?? undefined,
            post_town: invoicing.post_town,
            country: invoicing.country,
            postcode: invoicing.postcode,
            organisation_name: invoicing.organisation_name ?? group.law_firm.name,
          }
        : null,
    thirdfortRecipientEmails: recipients,
    panel_solicitor: group.panel_solicitor,
  };
};

/**
 * /admin/lawyer-groups/{id} (admin.md §2): breadcrumb Law Firms > firm > group, the solicitor,
 * legal assistants and the Thirdfort recipients with their edit modal.
 */
export const LawyerGroupPage = () => {
  const { id = '' } = useParams();
  const group = useLawyerGroupQuery({ id });
  const [editing, setEditing] = useState(false);
  const [editingDetails, setEditingDetails] = useState(false);
  const flash = useAutoClearMessage();

  if (group.error) {
    return (
      <>
        <AdminPageHeader
          title="Lawyer Group"
          breadcrumb={[{ label: 'Law Firms', to: adminPaths.lawFirms }]}
        />
        <AdminQueryError
          error={group.error}
          title={LAW_FIRM_MESSAGES.load}
          onRetry={group.refetch}
        />
      </>
    );
  }
  if (!group.data) return <Typography.Text role="status">Loading...</Typography.Text>;
  const data = group.data;
  const firm = data.law_firm;
  return (
    <>
      <AdminPageHeader
        title={data.name}
        titleCase={false}
        breadcrumb={[
          { label: 'Law Firms', to: adminPaths.lawFirms },
          { label: firm.name, to: adminPaths.lawFirm(firm._id) },
        ]}
        actions={
          <Button icon={<EditOutlined aria-hidden />} onClick={() => setEditingDetails(true)}>
            Edit group details
          </Button>
        }
      >
        <Flex wrap gap={8} align="center">
          <span>{firm.name}</span>
          <Link to={adminPaths.lawFirm(firm._id)}>More law firm details</Link>
          {!data.panel_solicitor && <Tag>Non-Panel</Tag>}
        </Flex>
      </AdminPageHeader>
      <Flex vertical gap={24}>
        <FlashMessageAlert message={flash.message} onClose={flash.clear} />
        <Card title="Solicitor Details">
          <Descriptions
            column={{ xs: 1, md: 3 }}
            items={[
              { key: 'name', label: 'Name', children: personName(data.solicitor) },
              { key: 'email', label: 'Email', children: data.solicitor.email ?? '—' },
              {
                key: 'phone',
                label: 'Phone number',
                children: phoneOrEmpty(data.solicitor.phone_number),
              },
            ]}
          />
        </Card>
        <Card title="Legal Assistants">
          {data.legal_assistants.length === 0 ? (
            <Typography.Text type="secondary">No legal assistants</Typography.Text>
          ) : (
            <Flex vertical gap={8}>
              {data.legal_assistants.map((assistant, index) => (
                <span key={index}>
                  {personName(assistant)}
                  {assistant.email ? ` · ${assistant.email}` : ''}
                  {assistant.phone_number ? ` · ${phoneOrEmpty(assistant.phone_number)}` : ''}
                </span>
              ))}
            </Flex>
          )}
        </Card>
        <Card title="Panel Solicitor">
          {data.panel_solicitor ? 'On the panel' : 'Not on the panel (Non-Panel)'}
        </Card>
        <Card title="Invoicing Address">
          {addressLine(data.invoicing_address) || (
            <Typography.Text type="secondary">The law firm's address</Typography.Text>
          )}
        </Card>
        <Card
          title="Thirdfort Recipients"
          extra={
            <Button icon={<EditOutlined aria-hidden />} onClick={() => setEditing(true)}>
              Edit
            </Button>
          }
        >
          {data.thirdfortRecipientEmails.length === 0 ? (
            <Typography.Text type="secondary">No Thirdfort recipients</Typography.Text>
          ) : (
            <Flex vertical gap={4}>
              {data.thirdfortRecipientEmails.map((email) => (
                <span key={email}>{email}</span>
              ))}
            </Flex>
          )}
        </Card>
        <RecordHistory subjectId={id} record={data} />
      </Flex>
      {editing && (
        <RecipientsModal
          group={data}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            flash.showSuccess(LAW_FIRM_MESSAGES.recipientsSaved);
          }}
        />
      )}
      {editingDetails && (
        <LawyerGroupFormModal
          mode="edit"
          group={data}
          onClose={() => setEditingDetails(false)}
          onSaved={() => {
            setEditingDetails(false);
            flash.showSuccess(LAW_FIRM_MESSAGES.groupSaved);
          }}
        />
      )}
    </>
  );
};

type RecipientsValues = { emails: string[] };

/** §5: a list of valid e-mails, at least one; the last one cannot be removed. */
const RecipientsModal = ({
  group,
  onClose,
  onSaved,
}: {
  group: LawyerGroupDto;
  onClose: () => void;
  onSaved: () => void;
}) => {
  const [form] = Form.useForm<RecipientsValues>();
  const [dirty, setDirty] = useState(false);
  const [initialValues] = useState<RecipientsValues>(() => ({
    emails: group.thirdfortRecipientEmails.length > 0 ? group.thirdfortRecipientEmails : [''],
  }));
  const emails = Form.useWatch('emails', form) ?? initialValues.emails;
  const invalid = emails.some((email) => !isEmailAddress((email ?? '').trim()));
  const [update] = useUpdateLawyerGroupMutation();
  const save = useMutationForm({
    form,
    mutate: (values: RecipientsValues) =>
      update({
        id: group._id,
        lawyerGroupBodyDto: groupBody(
          group,
          values.emails.map((email) => email.trim()),
        ),
      }),
    failure: LAW_FIRM_MESSAGES.thirdfort,
    onSuccess: () => {
      setDirty(false);
      onSaved();
    },
  });

  return (
    <Modal
      open
      title="Thirdfort Recipients"
      okText="Save"
      okButtonProps={{ disabled: invalid }}
      confirmLoading={save.saving}
      onOk={save.submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <UnsavedChangesGuard when={dirty} />
      <Form
        form={form}
        initialValues={initialValues}
        onValuesChange={() => setDirty(true)}
        onFinish={save.onFinish}
      >
        <Form.List name="emails">
          {(fields, { add, remove }) => (
            <Flex vertical gap={12}>
              {fields.map((field, index) => (
                <Flex key={field.key} gap={8} align="start">
                  <Form.Item
                    name={field.name}
                    style={{ flex: 1, marginBottom: 0 }}
                    rules={[recipientRule]}
                  >
                    <Input type="email" aria-label={`Recipient email ${index + 1}`} />
                  </Form.Item>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={`Remove recipient email ${index + 1}`}
                    disabled={fields.length <= 1}
                    title={fields.length <= 1 ? 'The last email cannot be removed' : undefined}
                    onClick={() => remove(field.name)}
                  />
                </Flex>
              ))}
              <Button icon={<PlusOutlined aria-hidden />} onClick={() => add('')}>
                Add email
              </Button>
              <FormFailureAlert failure={save.failure} />
            </Flex>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
};
