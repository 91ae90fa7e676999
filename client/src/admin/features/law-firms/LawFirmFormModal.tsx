import { Form, Input, Modal } from 'antd';
import type { LawFirmBodyDto, LawFirmDto } from '@/api/generated';
import {
  LAW_FIRM_MESSAGES,
  useCreateLawFirmMutation,
  useUpdateLawFirmMutation,
} from '@/admin/features/law-firms/lawFirmsApi';
import { FormFailureAlert } from '@/shared/forms/FormFailureAlert';
import { useMutationForm } from '@/shared/forms/useMutationForm';
import {
  addressPartRules,
  lawFirmAddressWording,
  type AddressField,
} from '@/shared/validation/address';
import { isEmailAddress } from '@/shared/validation/email';
import { isValidMobile } from '@/shared/validation/phone';

const required = (message: string) => [{ required: true, whitespace: true, message }];
const addressRule = (field: AddressField) =>
  addressPartRules(['address'], field, lawFirmAddressWording);

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
    onSuccess: onSaved,
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
        <Form.Item
          name={['address', 'organisation_name']}
          label="Organisation name"
          required
          rules={addressRule('organisation_name')}
        >
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item
          name={['address', 'line_1']}
          label="Address line 1"
          required
          rules={addressRule('line_1')}
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
          required
          rules={addressRule('post_town')}
        >
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item
          name={['address', 'country']}
          label="Country"
          required
          rules={addressRule('country')}
        >
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item
          name={['address', 'postcode']}
          label="Postcode"
          dependencies={[['address', 'country']]}
          required
          rules={addressRule('postcode')}
        >
          <Input maxLength={16} />
        </Form.Item>
      </Form>
      <FormFailureAlert failure={save.failure} />
    </Modal>
  );
};
