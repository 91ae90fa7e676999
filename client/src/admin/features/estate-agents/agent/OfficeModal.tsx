import { Form, Input, Modal, Select } from 'antd';
import {
  AGENT_MESSAGES,
  type AgentDraft,
  type Office,
} from '@/admin/features/estate-agents/estateAgentDraft';
import { useMutationForm } from '@/shared/forms/useMutationForm';
import { useModalDirty } from './useModalDirty';

type OfficeValues = Office & { brand_id: string };

type OfficeModalProps = {
  draft: AgentDraft;
  brands: { _id: string; brandName: string }[];
  /** Resolves to whether the office was kept (the modal closes then). */
  onSave: (brandId: string, office: Office) => Promise<boolean>;
  onClose: () => void;
  /** Whether the modal holds changes not yet saved (the page guards them). */
  onDirtyChange?: (dirty: boolean) => void;
};

const trimmed = (text: string | undefined) => text?.trim() ?? '';

/** §5 Office: the brand ('Brand is required') and office name; phone and address optional. */
export const OfficeModal = ({
  draft,
  brands,
  onSave,
  onClose,
  onDirtyChange,
}: OfficeModalProps) => {
  const [form] = Form.useForm<OfficeValues>();
  const markDirty = useModalDirty(onDirtyChange);
  const save = useMutationForm({
    form,
    mutate: (values: OfficeValues) =>
      onSave(values.brand_id, {
        name: values.name.trim(),
        phone_number: trimmed(values.phone_number),
        address: {
          line_1: trimmed(values.address?.line_1),
          line_2: trimmed(values.address?.line_2),
          line_3: trimmed(values.address?.line_3),
          post_town: trimmed(values.address?.post_town),
          country: trimmed(values.address?.country),
          postcode: trimmed(values.address?.postcode),
        },
      }),
    onSuccess: (kept) => (kept ? onClose() : undefined),
  });
  return (
    <Modal
      open
      title="Office details"
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
        initialValues={{ brand_id: draft.brand_id ?? undefined, ...(draft.office ?? {}) }}
        onValuesChange={markDirty}
        onFinish={save.onFinish}
      >
        <Form.Item
          name="brand_id"
          label="Brand"
          rules={[{ required: true, message: AGENT_MESSAGES.brand }]}
        >
          <Select
            showSearch
            optionFilterProp="label"
            options={brands.map((brand) => ({ value: brand._id, label: brand.brandName }))}
          />
        </Form.Item>
        <Form.Item
          name="name"
          label="Office name"
          rules={[{ required: true, whitespace: true, message: 'Office name is required' }]}
        >
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item name="phone_number" label="Office phone number">
          <Input type="tel" maxLength={32} />
        </Form.Item>
        <Form.Item name={['address', 'line_1']} label="Address line 1">
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item name={['address', 'line_2']} label="Address line 2">
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item name={['address', 'line_3']} label="Address line 3">
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item name={['address', 'post_town']} label="Post town">
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item name={['address', 'country']} label="Country">
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item name={['address', 'postcode']} label="Postcode">
          <Input maxLength={16} />
        </Form.Item>
      </Form>
    </Modal>
  );
};
