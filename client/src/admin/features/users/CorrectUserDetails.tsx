import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import type { CorrectUserDto, UserDto } from '@/api/generated';
import { useCorrectUserMutation } from '@/api/generated';
import { TwoStepConfirm } from '@/admin/components/TwoStepConfirm';
import { formatPhoneForDisplay } from '@/admin/phoneDisplay';
import { FormFailureAlert } from '@/shared/forms/FormFailureAlert';
import { useMutationForm } from '@/shared/forms/useMutationForm';
import { AppButton } from '@/shared/ui/AppButton';
import { sanitizeEmail, sanitizeName, sanitizePhone } from '@/shared/validation/text';

type Values = {
  first_name: string;
  middle_name: string;
  last_name: string;
  email: string;
  phone_number: string;
};

const FIELDS: [keyof Values, string][] = [
  ['first_name', 'First name'],
  ['middle_name', 'Middle name'],
  ['last_name', 'Last name'],
  ['email', 'Email'],
  ['phone_number', 'Mobile number'],
];

const initialOf = (user: UserDto): Values => ({
  first_name: user.first_name,
  middle_name: user.middle_name ?? '',
  last_name: user.last_name,
  email: user.email,
  phone_number: user.phone_number ? formatPhoneForDisplay(user.phone_number) : '',
});

/** What the form changes: each field that differs from the user as loaded. */
export const correctionsOf = (initial: Values, values: Values) =>
  FIELDS.filter(([field]) => values[field].trim() !== initial[field].trim()).map(
    ([field, label]) => ({
      field,
      label,
      before: initial[field].trim() || '(none)',
      after: values[field].trim() || '(none)',
    }),
  );

const bodyOf = (initial: Values, values: Values): CorrectUserDto => {
  const body: CorrectUserDto = {};
  for (const { field } of correctionsOf(initial, values)) {
    const value = values[field].trim();
    if (field === 'middle_name') body.middle_name = value === '' ? null : value;
    else body[field] = value;
  }
  return body;
};

const NOTHING_CHANGED = 'Nothing has changed: correct a field, or cancel.';

/**
 * Staff correct a customer's names, e-mail or mobile number (for a change request, say): the form
 * lists what changes before saving; a new e-mail is confirmed by the customer signing in with it.
 * Every change goes on the user's history and their sales' timelines with its author.
 */
export const CorrectUserDetails = ({ user }: { user: UserDto }) => {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Values>();
  const [correct, correcting] = useCorrectUserMutation();
  const initial = initialOf(user);
  const save = useMutationForm({
    form,
    mutate: (values: Values) => correct({ id: user._id, correctUserDto: bodyOf(initial, values) }),
    fieldFor: (message) =>
      /first name/i.test(message)
        ? 'first_name'
        : /middle name/i.test(message)
          ? 'middle_name'
          : /last name/i.test(message)
            ? 'last_name'
            : /email/i.test(message)
              ? 'email'
              : /mobile/i.test(message)
                ? 'phone_number'
                : undefined,
    onSuccess: () => setOpen(false),
  });

  return (
    <>
      <AppButton variant="secondary" onClick={() => setOpen(true)}>
        Correct details
      </AppButton>
      {open && (
        <Modal
          open
          title="Correct personal information"
          footer={null}
          onCancel={() => setOpen(false)}
          destroyOnHidden
        >
          <TwoStepConfirm<Values>
            confirmLabel="Save the correction"
            confirming={correcting.isLoading}
            summary={(values) => {
              const changes = correctionsOf(initial, values);
              return (
                <>
                  <ul>
                    {changes.map((change) => (
                      <li key={change.field}>
                        {change.label}: {change.before} → {change.after}
                      </li>
                    ))}
                  </ul>
                  {changes.some((change) => change.field === 'email') && (
                    <Typography.Paragraph>
                      The customer is signed out and confirms the new e-mail by signing in with it.
                      Both addresses are told of the change.
                    </Typography.Paragraph>
                  )}
                </>
              );
            }}
            onConfirm={(values) => save.save(values)}
          >
            {(ask) => (
              <Form<Values>
                form={form}
                layout="vertical"
                initialValues={initial}
                onFinish={(values) => {
                  if (correctionsOf(initial, values).length === 0) {
                    save.showFailure(NOTHING_CHANGED);
                    return;
                  }
                  save.showFailure(null);
                  ask(values);
                }}
              >
                <Form.Item
                  name="first_name"
                  label="First name"
                  normalize={sanitizeName}
                  rules={[{ required: true, whitespace: true, message: 'First name is required' }]}
                >
                  <Input maxLength={255} autoComplete="off" />
                </Form.Item>
                <Form.Item name="middle_name" label="Middle name" normalize={sanitizeName}>
                  <Input maxLength={255} autoComplete="off" />
                </Form.Item>
                <Form.Item
                  name="last_name"
                  label="Last name"
                  normalize={sanitizeName}
                  rules={[{ required: true, whitespace: true, message: 'Last name is required' }]}
                >
                  <Input maxLength={255} autoComplete="off" />
                </Form.Item>
                <Form.Item
                  name="email"
                  label="Email"
                  normalize={sanitizeEmail}
                  rules={[
                    { required: true, message: 'Please enter a valid email' },
                    { type: 'email', message: 'Please enter a valid email' },
                  ]}
                >
                  <Input type="email" maxLength={320} autoComplete="off" />
                </Form.Item>
                <Form.Item name="phone_number" label="Mobile number" normalize={sanitizePhone}>
                  <Input type="tel" maxLength={32} autoComplete="off" />
                </Form.Item>
                <FormFailureAlert failure={save.failure} />
                <AppButton htmlType="submit">Save</AppButton>
              </Form>
            )}
          </TwoStepConfirm>
          {user.deactivated_at === null && !user.active && (
            <Alert
              type="info"
              showIcon
              title="This customer has not yet confirmed their e-mail address by signing in."
            />
          )}
        </Modal>
      )}
    </>
  );
};
