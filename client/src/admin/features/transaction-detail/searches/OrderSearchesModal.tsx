import { Alert, Form, Input, Modal, Typography } from 'antd';
import type { SearchPremiseDto } from '@/api/generated';
import { isApiError } from '@/api/baseQuery';
import { useOrderSearchesMutation } from '@/api/generated';
import { FormFailureAlert } from '@/shared/forms/FormFailureAlert';
import { useMutationForm } from '@/shared/forms/useMutationForm';
import { SEARCHES_MESSAGES } from './searchesMessages';

type OrderFormValues = {
  subBuildingName: string;
  buildingName: string;
  buildingNumber: string;
  unpaidOverrideReason?: string;
};

const FORM_NAME = 'order-searches';

const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === '';
const cleaned = (value: string | undefined) => value?.trim() || null;

type OrderSearchesModalProps = {
  transactionId: string;
  premise: SearchPremiseDto;
  isReorder: boolean;
  /** The sale is paid: when not, staff give a reason to order anyway (on the timeline). */
  salePaid: boolean;
  onClose: () => void;
  onOrdered: () => void;
  /** The server refused because searches were ordered today: the list is stale. */
  onConflict: () => void;
};

/**
 * The searches order form (admin.md §5): the premise, prefilled from the property; a building
 * name or number is required, as the server also checks. Mount it when it opens.
 */
export const OrderSearchesModal = ({
  transactionId,
  premise,
  isReorder,
  salePaid,
  onClose,
  onOrdered,
  onConflict,
}: OrderSearchesModalProps) => {
  const [form] = Form.useForm<OrderFormValues>();
  const [order] = useOrderSearchesMutation();
  const label = isReorder ? 'Reorder Searches' : 'Order Searches';
  const save = useMutationForm({
    form,
    mutate: (values: OrderFormValues) =>
      order({
        transactionId,
        orderSearchesDto: {
          subBuildingName: cleaned(values.subBuildingName),
          buildingName: cleaned(values.buildingName),
          buildingNumber: cleaned(values.buildingNumber),
          isReorder,
          ...(salePaid ? {} : { unpaidOverrideReason: cleaned(values.unpaidOverrideReason) }),
        },
      }),
    fieldFor: (message) =>
      message === SEARCHES_MESSAGES.premiseRequired ? 'buildingNumber' : undefined,
    onSuccess: onOrdered,
    onError: (error) => {
      if (isApiError(error) && error.status === 409) onConflict();
    },
  });

  return (
    <Modal
      open
      title={label}
      okText={label}
      okButtonProps={{ htmlType: 'submit', form: FORM_NAME }}
      confirmLoading={save.saving}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>{SEARCHES_MESSAGES.cost}</Typography.Paragraph>
      {!salePaid && (
        <Alert
          type="warning"
          showIcon
          title={SEARCHES_MESSAGES.unpaidTitle}
          description={SEARCHES_MESSAGES.unpaidDetail}
          style={{ marginBottom: 16 }}
        />
      )}
      <Typography.Paragraph>
        The searches are ordered for the property&apos;s address with this building name or number.
        Give the building name, the building number, or both.
      </Typography.Paragraph>
      <Form
        form={form}
        name={FORM_NAME}
        layout="vertical"
        initialValues={{
          subBuildingName: premise.subBuildingName ?? '',
          buildingName: premise.buildingName ?? '',
          buildingNumber: premise.buildingNumber ?? '',
        }}
        onFinish={save.onFinish}
      >
        <Form.Item name="subBuildingName" label="Sub-building" extra="Optional: for a flat">
          <Input maxLength={100} autoComplete="off" />
        </Form.Item>
        <Form.Item name="buildingName" label="Building name">
          <Input maxLength={100} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="buildingNumber"
          label="Building number"
          dependencies={['buildingName']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, value: unknown) =>
                isBlank(value) && isBlank(getFieldValue('buildingName'))
                  ? Promise.reject(new Error(SEARCHES_MESSAGES.premiseRequired))
                  : Promise.resolve(),
            }),
          ]}
        >
          <Input maxLength={20} autoComplete="off" />
        </Form.Item>
        {!salePaid && (
          <Form.Item
            name="unpaidOverrideReason"
            label="Reason for ordering before payment"
            rules={[
              {
                required: true,
                whitespace: true,
                message: SEARCHES_MESSAGES.unpaidReasonRequired,
              },
            ]}
          >
            <Input.TextArea maxLength={500} rows={3} />
          </Form.Item>
        )}
      </Form>
      <FormFailureAlert failure={save.failure} />
    </Modal>
  );
};
