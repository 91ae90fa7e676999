import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import type { LawFirmBodyDto, LawFirmDto } from '@/api/generated';
import { LAW_FIRM_MESSAGES } from '@/admin/features/law-firms/lawFirmsApi';
import { useCreateLawFirmMutation, useUpdateLawFirmMutation } from '@/api/generated';
import { UnsavedChangesGuard } from '@/admin/hooks/UnsavedChangesGuard';
import { LawAddressFields } from '@/admin/features/law-firms/LawAddressFields';
import { FormFailureAlert } from '@/shared/forms/FormFailureAlert';
import { useMutationForm } from '@/shared/forms/useMutationForm';
import { lawFirmAddressWording } from '@/shared/validation/address';
import { isEmailAddress } from '@/shared/validation/email';
import { isValidMobile } from '@/shared/validation/phone';

const required = (message: string) => [{ required: true, whitespace: true, message }];

/** The form field a server validation message of the law firm body is about. */
const fieldByMessage: Record<string, (string | number)[]> = {
  'Name is required': ['name'],
  'Invalid email': ['email'],
  'Invalid mobile number': ['phone_number'],
  ...Object.fromEntries(
    Object.entries(lawFirmAddressWording.required).map(([field, message]) => [
      message,
      ['address', field],
    ]),
  ),
  [lawFirmAddressWording.invalidPostcode]: ['address', 'postcode'],
};

type LawFirmFormModalProps = {
  /** The firm to edit; none to add one. */
  firm?: LawFirmDto;
  onClose: () => void;
  onSaved: (firm: LawFirmDto) => void;
};

/** Add or edit a law firm: admin.md §5 'Law firm' rules, checked again by the server. */
export const LawFirmFormModal = ({ firm, onClose, onSaved }: LawFirmFormModalProps) => {
  const [form] = Form.useForm<LawFirmBodyDto>();
  const [dirty, setDirty] = useState(false);
  const [create] = useCreateLawFirmMutation();
  const [update] = useUpdateLawFirmMutation();
  const save = useMutationForm({
    form,
    mutate: (values: LawFirmBodyDto) => {
      const body: LawFirmBodyDto = { ...values, email: values.email?.trim() || null };
      return firm
        ? update({ id: firm._id, lawFirmBodyDto: body })
        : create({ lawFirmBodyDto: body });
    },
    fieldFor: (message) => fieldByMessage[message],
    failure: LAW_FIRM_MESSAGES.save,
    onSuccess: (saved) => {
      setDirty(false);
      onSaved(saved);
    },
  });

  return (
    <Modal
      open
      title={firm ? 'Edit law firm' : 'Add law firm'}
      okText="Save"
      confirmLoading={save.saving}
      onOk={save.submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <UnsavedChangesGuard when={dirty} />
      <Form
        form={form}
        layout="vertical"
        scrollToFirstError={{ focus: true }}
        initialValues={
          firm
            ? {
                name: firm.name,
                email: firm.email ?? '',
                phone_number: firm.phone_number ?? '',
                address: { ...firm.address },
              }
            : { address: { country: 'United Kingdom' } }
        }
        onValuesChange={() => setDirty(true)}
        onFinish={save.onFinish}
      >
        <Form.Item name="name" label="Name" rules={required('Name is required')}>
          <Input autoFocus maxLength={255} />
        </Form.Item>
        <Form.Item
          name="email"
          label="Email"
          rules={[
            {
              validator: (_, value: string | undefined) =>
                !value?.trim() || isEmailAddress(value.trim())
                  ? Promise.resolve()
                  : Promise.reject(new Error('Invalid email')),
            },
          ]}
        >
          <Input type="email" maxLength={320} />
        </Form.Item>
        <Form.Item
          name="phone_number"
          label="Phone number"
          rules={[
            {
              validator: (_, value: string | undefined) =>
                value && isValidMobile(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error('Invalid mobile number')),
            },
          ]}
        >
          <Input type="tel" maxLength={32} />
        </Form.Item>
        <LawAddressFields name="address" />
      </Form>
      <FormFailureAlert failure={save.failure} />
    </Modal>
  );
};
