import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import type { LawFirmBodyDto, LawFirmDto } from '@/api/generated';
import { errorMessage } from '@/api/baseQuery';
import {
  LAW_FIRM_MESSAGES,
  useCreateLawFirmMutation,
  useUpdateLawFirmMutation,
} from '@/admin/features/law-firms/lawFirmsApi';
import { isEmailAddress } from '@/shared/validation/email';
import { isValidMobile } from '@/shared/validation/phone';
import { isValidGbPostcode } from '@/shared/validation/postcode';

const UK = /^(united kingdom|uk|great britain|england|wales|scotland|northern ireland)$/i;
const required = (message: string) => [{ required: true, whitespace: true, message }];

type LawFirmFormModalProps = {
  /** The firm to edit; none to add one. */
  firm?: LawFirmDto;
  onClose: () => void;
  onSaved: (firm: LawFirmDto) => void;
};

/** Add or edit a law firm: admin.md §5 'Law firm' rules, checked again by the server. */
export const LawFirmFormModal = ({ firm, onClose, onSaved }: LawFirmFormModalProps) => {
  const [form] = Form.useForm<LawFirmBodyDto>();
  const [create, creating] = useCreateLawFirmMutation();
  const [update, updating] = useUpdateLawFirmMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const handleFinish = async (values: LawFirmBodyDto) => {
    setFailure(null);
    const body: LawFirmBodyDto = { ...values, email: values.email?.trim() || null };
    const result = firm
      ? await update({ id: firm._id, lawFirmBodyDto: body })
      : await create({ lawFirmBodyDto: body });
    if ('error' in result) setFailure(errorMessage(result.error));
    else onSaved(result.data);
  };

  return (
    <Modal
      open
      title={firm ? 'Edit law firm' : 'Add law firm'}
      okText="Save"
      confirmLoading={creating.isLoading || updating.isLoading}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
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
        onFinish={handleFinish}
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
        <Form.Item
          name={['address', 'organisation_name']}
          label="Organisation name"
          rules={required('Organisation name is required')}
        >
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item
          name={['address', 'line_1']}
          label="Address line 1"
          rules={required('Address line 1 is required')}
        >
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item name={['address', 'line_2']} label="Address line 2">
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item name={['address', 'line_3']} label="Address line 3">
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item
          name={['address', 'post_town']}
          label="Post town"
          rules={required('Post town is required')}
        >
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item
          name={['address', 'country']}
          label="Country"
          rules={required('Country is required')}
        >
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item
          name={['address', 'postcode']}
          label="Postcode"
          dependencies={[['address', 'country']]}
          rules={[
            ...required('Postcode is required'),
            ({ getFieldValue }) => ({
              validator: (_, value: string | undefined) => {
                const country = String(getFieldValue(['address', 'country']) ?? '').trim();
                return !value?.trim() || !UK.test(country) || isValidGbPostcode(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error('Postcode is not valid'));
              },
            }),
          ]}
        >
          <Input maxLength={16} />
        </Form.Item>
      </Form>
      {failure && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={LAW_FIRM_MESSAGES.save}
          description={failure}
        />
      )}
    </Modal>
  );
};
