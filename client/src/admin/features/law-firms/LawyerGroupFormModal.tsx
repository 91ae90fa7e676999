import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import type {
  LawContactBodyDto,
  LawFirmAddressDto,
  LawFirmDto,
  LawyerGroupBodyDto,
  LawyerGroupDto,
} from '@/api/generated';
import { TwoStepConfirm } from '@/admin/components/TwoStepConfirm';
import { UnsavedChangesGuard } from '@/admin/hooks/UnsavedChangesGuard';
import { LawAddressFields } from '@/admin/features/law-firms/LawAddressFields';
import { LAW_FIRM_MESSAGES } from '@/admin/features/law-firms/lawFirmsApi';
import { useCreateLawyerGroupMutation, useUpdateLawyerGroupMutation } from '@/api/generated';
import { FormActions } from '@/shared/forms/FormActions';
import { FormFailureAlert } from '@/shared/forms/FormFailureAlert';
import { FormSection } from '@/shared/forms/FormSection';
import { useMutationForm } from '@/shared/forms/useMutationForm';
import { isEmailAddress } from '@/shared/validation/email';
import { isValidMobile } from '@/shared/validation/phone';

/** admin.md §3: at most 20 legal assistants (the server's bound). */
export const MAX_LEGAL_ASSISTANTS = 20;
export const CONTACT_PHONE_MESSAGE = 'Phone number must be a valid mobile number';

type ContactValues = {
  first_name?: string;
  last_name?: string;
  email?: string;
  phone_number?: string;
};

export type LawyerGroupValues = {
  name?: string;
  solicitor?: ContactValues;
  legal_assistants?: ContactValues[];
  panel_solicitor?: boolean;
  separate_invoicing?: boolean;
  invoicing_address?: Partial<LawFirmAddressDto>;
  thirdfortRecipientEmails?: string[];
};

type LawyerGroupFormModalProps =
  | { mode: 'add'; firm: LawFirmDto; onClose: () => void; onSaved: (group: LawyerGroupDto) => void }
  | {
      mode: 'edit';
      group: LawyerGroupDto;
      onClose: () => void;
      onSaved: (group: LawyerGroupDto) => void;
    };

const required = (message: string) => [{ required: true, whitespace: true, message }];
const text = (value: string | undefined) => value?.trim() ?? '';
const optional = (value: string | undefined) => text(value) || null;

const emailRule = {
  validator: (_: unknown, value: string | undefined) =>
    !text(value) || isEmailAddress(text(value))
      ? Promise.resolve()
      : Promise.reject(new Error('Invalid email')),
};
const phoneRule = {
  validator: (_: unknown, value: string | undefined) =>
    !text(value) || isValidMobile(text(value))
      ? Promise.resolve()
      : Promise.reject(new Error(CONTACT_PHONE_MESSAGE)),
};

const toContact = (person: ContactValues | undefined): LawContactBodyDto => ({
  first_name: text(person?.first_name),
  last_name: text(person?.last_name),
  email: optional(person?.email),
  phone_number: optional(person?.phone_number),
});

const fromContact = (person: LawContactBodyDto | LawyerGroupDto['solicitor']): ContactValues => ({
  first_name: person.first_name,
  last_name: person.last_name,
  email: person.email ?? '',
  phone_number: person.phone_number ?? '',
});

const toAddress = (address: Partial<LawFirmAddressDto> | undefined): LawFirmAddressDto => ({
  organisation_name: text(address?.organisation_name),
  line_1: text(address?.line_1),
  line_2: text(address?.line_2) || undefined,
  line_3: text(address?.line_3) || undefined,
  post_town: text(address?.post_town),
  country: text(address?.country),
  postcode: text(address?.postcode),
});

/** The form's values as POST/PUT /api/admin/lawyer-groups take them. */
export const lawyerGroupBody = (
  values: LawyerGroupValues,
  lawFirmId: string,
  recipients: string[],
): LawyerGroupBodyDto => ({
  name: text(values.name),
  law_firm: lawFirmId,
  solicitor: toContact(values.solicitor),
  legal_assistants: (values.legal_assistants ?? []).map(toContact),
  invoicing_address: values.separate_invoicing ? toAddress(values.invoicing_address) : null,
  thirdfortRecipientEmails: recipients.map((email) => email.trim()).filter(Boolean),
  panel_solicitor: values.panel_solicitor === true,
});

const initialValues = (props: LawyerGroupFormModalProps): LawyerGroupValues => {
  if (props.mode === 'add') {
    return {
      legal_assistants: [],
      panel_solicitor: true,
      separate_invoicing: false,
      invoicing_address: { country: 'United Kingdom' },
      thirdfortRecipientEmails: [''],
    };
  }
  const { group } = props;
  return {
    name: group.name,
    solicitor: fromContact(group.solicitor),
    legal_assistants: group.legal_assistants.map(fromContact),
    panel_solicitor: group.panel_solicitor,
    separate_invoicing: group.invoicing_address !== null,
    invoicing_address: group.invoicing_address
      ? {
          organisation_name: group.invoicing_address.organisation_name ?? '',
          line_1: group.invoicing_address.line_1 ?? '',
          line_2: group.invoicing_address.line_2 ?? '',
          line_3: group.invoicing_address.line_3 ?? '',
          post_town: group.invoicing_address.post_town ?? '',
          country: group.invoicing_address.country ?? '',
          postcode: group.invoicing_address.postcode ?? '',
        }
      : { country: 'United Kingdom' },
  };
};

const SECTIONS: [keyof LawyerGroupBodyDto, string][] = [
  ['name', 'group name'],
  ['solicitor', 'solicitor'],
  ['legal_assistants', 'legal assistants'],
  ['panel_solicitor', 'panel solicitor'],
  ['invoicing_address', 'invoicing address'],
];

/** What an edit changes, by section ('solicitor, panel solicitor'), for the confirmation. */
export const changedSections = (before: LawyerGroupBodyDto, after: LawyerGroupBodyDto): string[] =>
  SECTIONS.filter(([key]) => JSON.stringify(before[key]) !== JSON.stringify(after[key])).map(
    ([, label]) => label,
  );

const ContactFields = ({ name, label }: { name: (string | number)[]; label: string }) => (
  <Flex wrap gap={12}>
    <Form.Item
      name={[...name, 'first_name']}
      label={`${label} first name`}
      rules={required('First name is required')}
      style={{ flex: '1 1 200px' }}
    >
      <Input maxLength={255} autoComplete="off" />
    </Form.Item>
    <Form.Item
      name={[...name, 'last_name']}
      label={`${label} last name`}
      rules={required('Last name is required')}
      style={{ flex: '1 1 200px' }}
    >
      <Input maxLength={255} autoComplete="off" />
    </Form.Item>
    <Form.Item
      name={[...name, 'email']}
      label={`${label} email`}
      rules={[emailRule]}
      style={{ flex: '1 1 200px' }}
    >
      <Input type="email" maxLength={320} autoComplete="off" />
    </Form.Item>
    <Form.Item
      name={[...name, 'phone_number']}
      label={`${label} phone number`}
      rules={[phoneRule]}
      extra="A mobile number"
      style={{ flex: '1 1 200px' }}
    >
      <Input type="tel" maxLength={32} autoComplete="off" />
    </Form.Item>
  </Flex>
);

/**
 * Add a lawyer group to a law firm, or edit a group's details: name, solicitor, legal
 * assistants, panel flag and invoicing address (admin.md §3 Lawyer group); a new group also
 * takes its Thirdfort recipients (§5: at least one). Two-step, as the back office's assignments
 * are: Save asks 'Are you sure?' with what will change.
 */
export const LawyerGroupFormModal = (props: LawyerGroupFormModalProps) => {
  const { mode, onClose, onSaved } = props;
  const [form] = Form.useForm<LawyerGroupValues>();
  const [initial] = useState(() => initialValues(props));
  const [dirty, setDirty] = useState(false);
  const separate = Form.useWatch('separate_invoicing', form) ?? initial.separate_invoicing;
  const [create, creating] = useCreateLawyerGroupMutation();
  const [update, updating] = useUpdateLawyerGroupMutation();
  const firmId = props.mode === 'add' ? props.firm._id : props.group.law_firm._id;
  const firmName = props.mode === 'add' ? props.firm.name : props.group.law_firm.name;
  const bodyOf = (values: LawyerGroupValues) =>
    lawyerGroupBody(
      values,
      firmId,
      props.mode === 'add'
        ? (values.thirdfortRecipientEmails ?? [])
        : props.group.thirdfortRecipientEmails,
    );
  const save = useMutationForm({
    form,
    mutate: (values: LawyerGroupValues) =>
      props.mode === 'add'
        ? create({ lawyerGroupBodyDto: bodyOf(values) })
        : update({ id: props.group._id, lawyerGroupBodyDto: bodyOf(values) }),
    failure: LAW_FIRM_MESSAGES.saveGroup,
    onSuccess: (group) => {
      setDirty(false);
      onSaved(group);
    },
  });

  const summary = (values: LawyerGroupValues) => {
    const body = bodyOf(values);
    if (props.mode === 'add') {
      return (
        <Typography.Paragraph style={{ margin: 0 }}>
          Add the lawyer group <strong>{body.name}</strong> to {firmName}, with{' '}
          {body.solicitor.first_name} {body.solicitor.last_name} as its solicitor. It can then be
          assigned to sales.
        </Typography.Paragraph>
      );
    }
    const before = lawyerGroupBody(initial, firmId, props.group.thirdfortRecipientEmails);
    const changed = changedSections(before, body);
    return (
      <Typography.Paragraph style={{ margin: 0 }}>
        {changed.length > 0
          ? `Save the changes to ${body.name}: ${changed.join(', ')}. Sales already assigned to this group will use the new details.`
          : 'Nothing has changed.'}
      </Typography.Paragraph>
    );
  };

  const title = mode === 'add' ? `Add lawyer group to ${firmName}` : 'Edit lawyer group';
  return (
    <Modal open title={title} footer={null} onCancel={onClose} destroyOnHidden width={720}>
      <UnsavedChangesGuard when={dirty} />
      <TwoStepConfirm<LawyerGroupValues>
        summary={summary}
        confirmLabel={mode === 'add' ? 'Add lawyer group' : 'Save changes'}
        confirming={creating.isLoading || updating.isLoading}
        onConfirm={(values) => save.save(values)}
      >
        {(ask) => (
          <Form
            form={form}
            layout="vertical"
            initialValues={initial}
            scrollToFirstError={{ focus: true }}
            onValuesChange={() => setDirty(true)}
            onFinish={(values) => {
              save.showFailure(null);
              ask(values);
            }}
          >
            <Form.Item name="name" label="Group name" rules={required('Name is required')}>
              <Input autoFocus maxLength={255} />
            </Form.Item>
            <FormSection title="Solicitor">
              <ContactFields name={['solicitor']} label="Solicitor" />
            </FormSection>
            <FormSection title="Legal assistants">
              <Form.List name="legal_assistants">
                {(fields, { add, remove }) => (
                  <Flex vertical gap={8}>
                    {fields.length === 0 && (
                      <Typography.Text type="secondary">No legal assistants</Typography.Text>
                    )}
                    {fields.map((field, index) => (
                      <Flex key={field.key} vertical>
                        <Flex justify="space-between" align="center">
                          <Typography.Text strong>Legal assistant {index + 1}</Typography.Text>
                          <Button
                            type="text"
                            danger
                            icon={<DeleteOutlined aria-hidden />}
                            aria-label={`Remove legal assistant ${index + 1}`}
                            onClick={() => remove(field.name)}
                          />
                        </Flex>
                        <ContactFields name={[field.name]} label={`Legal assistant ${index + 1}`} />
                      </Flex>
                    ))}
                    {fields.length < MAX_LEGAL_ASSISTANTS && (
                      <Button
                        icon={<PlusOutlined aria-hidden />}
                        onClick={() => add({})}
                        style={{ alignSelf: 'flex-start' }}
                      >
                        Add legal assistant
                      </Button>
                    )}
                  </Flex>
                )}
              </Form.List>
            </FormSection>
            <Form.Item name="panel_solicitor" valuePropName="checked">
              <Checkbox>Panel solicitor</Checkbox>
            </Form.Item>
            <Form.Item name="separate_invoicing" valuePropName="checked">
              <Checkbox>Invoice to a different address from the law firm's</Checkbox>
            </Form.Item>
            {separate && <LawAddressFields name="invoicing_address" labelPrefix="Invoicing" />}
            {mode === 'add' && (
              <FormSection title="Thirdfort recipients">
                <Form.List
                  name="thirdfortRecipientEmails"
                  rules={[
                    {
                      validator: (_, emails: string[] | undefined) =>
                        (emails ?? []).some((email) => text(email))
                          ? Promise.resolve()
                          : Promise.reject(new Error('Add at least one Thirdfort recipient email')),
                    },
                  ]}
                >
                  {(fields, { add, remove }, { errors }) => (
                    <Flex vertical gap={8}>
                      {fields.map((field, index) => (
                        <Flex key={field.key} gap={8} align="start">
                          <Form.Item
                            name={field.name}
                            style={{ flex: 1, marginBottom: 0 }}
                            rules={[emailRule]}
                          >
                            <Input
                              type="email"
                              maxLength={320}
                              aria-label={`Recipient email ${index + 1}`}
                            />
                          </Form.Item>
                          <Button
                            type="text"
                            danger
                            icon={<DeleteOutlined aria-hidden />}
                            aria-label={`Remove recipient email ${index + 1}`}
                            disabled={fields.length <= 1}
                            title={
                              fields.length <= 1 ? 'The last email cannot be removed' : undefined
                            }
                            onClick={() => remove(field.name)}
                          />
                        </Flex>
                      ))}
                      <Form.ErrorList errors={errors} />
                      <Button
                        icon={<PlusOutlined aria-hidden />}
                        onClick={() => add('')}
                        style={{ alignSelf: 'flex-start' }}
                      >
                        Add email
                      </Button>
                    </Flex>
                  )}
                </Form.List>
              </FormSection>
            )}
            <FormActions
              saveLabel={mode === 'add' ? 'Add lawyer group' : 'Save'}
              onCancel={onClose}
            />
          </Form>
        )}
      </TwoStepConfirm>
      <div style={{ marginTop: 12 }}>
        <FormFailureAlert failure={save.failure} />
      </div>
    </Modal>
  );
};
