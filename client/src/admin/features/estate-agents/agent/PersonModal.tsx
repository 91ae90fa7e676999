import { Checkbox, Form, Input, Modal } from 'antd';
import { useModalDirty } from './useModalDirty';
import type { Negotiator, Valuer } from '@/admin/features/estate-agents/estateAgentDraft';
import { useMutationForm } from '@/shared/forms/useMutationForm';
import { isEmailAddress } from '@/shared/validation/email';
import { isValidMobile } from '@/shared/validation/phone';

/** Negotiators' phones are mobiles, stored as +44 E.164 by the server. */
export const NEGOTIATOR_PHONE_MESSAGE = 'Phone number must be a valid mobile number';
const mobileRule = {
  validator: (_: unknown, value: string | undefined) =>
    !value?.trim() || isValidMobile(value.trim())
      ? Promise.resolve()
      : Promise.reject(new Error(NEGOTIATOR_PHONE_MESSAGE)),
};

const required = (message: string) => [{ required: true, whitespace: true, message }];
const emailRule = {
  validator: (_: unknown, value: string | undefined) =>
    !value || isEmailAddress(value.trim())
      ? Promise.resolve()
      : Promise.reject(new Error('Invalid email')),
};

type PersonValues = Record<string, string | boolean | undefined>;

type PersonModalProps<T> = {
  title: string;
  kind: 'valuer' | 'negotiator';
  initial?: T;
  onCancel: () => void;
  /** Resolves to whether the person was kept (the modal closes then). */
  onSave: (person: T) => Promise<boolean>;
  /** Whether the modal holds changes not yet saved (the page guards them). */
  onDirtyChange?: (dirty: boolean) => void;
};

/** §5: a valuer needs a first name (e-mail valid when given); a negotiator everything. */
export const PersonModal = <T extends Valuer | Negotiator>({
  title,
  kind,
  initial,
  onCancel,
  onSave,
  onDirtyChange,
}: PersonModalProps<T>) => {
  const [form] = Form.useForm<PersonValues>();
  const markDirty = useModalDirty(onDirtyChange);
  const negotiator = kind === 'negotiator';
  const save = useMutationForm({
    form,
    mutate: (values: PersonValues) =>
      onSave({
        first_name: String(values.first_name ?? '').trim(),
        last_name: String(values.last_name ?? '').trim(),
        email: String(values.email ?? '').trim(),
        phone_number: String(values.phone_number ?? '').trim(),
        ...(negotiator ? {} : { primary_valuer: values.primary_valuer === true }),
      } as T),
    onSuccess: (kept) => (kept ? onCancel() : undefined),
  });
  return (
    <Modal
      open
      title={title}
      okText="Save"
      onOk={save.submit}
      confirmLoading={save.saving}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={initial}
        onValuesChange={markDirty}
        onFinish={save.onFinish}
        scrollToFirstError={{ focus: true }}
      >
        <Form.Item name="first_name" label="First name" rules={required('First name is required')}>
          <Input autoFocus maxLength={255} />
        </Form.Item>
        <Form.Item
          name="last_name"
          label="Last name"
          rules={negotiator ? required('Last name is required') : undefined}
        >
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item
          name="email"
          label="Email"
          rules={negotiator ? [...required('Invalid email'), emailRule] : [emailRule]}
        >
          <Input type="email" maxLength={320} />
        </Form.Item>
        <Form.Item
          name="phone_number"
          label="Phone number"
          rules={negotiator ? [...required('Phone number is required'), mobileRule] : undefined}
          extra={negotiator ? 'A mobile number' : undefined}
        >
          <Input type="tel" maxLength={32} />
        </Form.Item>
        {!negotiator && (
          <Form.Item name="primary_valuer" valuePropName="checked">
            <Checkbox>Primary valuer</Checkbox>
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
};
