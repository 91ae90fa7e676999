import { Alert, Flex, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useRequestPurchaseChangeMutation, useRequestSaleChangeMutation } from '@/api/generated';
import { FormFailureAlert } from '@/shared/forms/FormFailureAlert';
import { useMutationForm } from '@/shared/forms/useMutationForm';
import { AppButton } from '@/shared/ui/AppButton';

/** The server's bound (CreateChangeRequestDto). */
export const CHANGE_REQUEST_MAX_LENGTH = 1000;
export const CHANGE_REQUEST_REQUIRED = 'Please tell us what you would like to change';
export const CHANGE_REQUEST_TOO_LONG = `Please keep your request under ${CHANGE_REQUEST_MAX_LENGTH.toLocaleString('en-GB')} characters`;
export const ASK_FOR_CHANGE = 'Ask us to change something';

type Values = { text: string };

export type AskForChangeProps = {
  /** A paid sale (its transaction id) or a confirmed purchase (its purchase intent id). */
  kind: 'sale' | 'purchase';
  id: string;
  size?: 'sm' | 'base';
};

/**
 * "Ask us to change something" (issue 25): once a sale is paid or a purchase confirmed, its
 * answers are changed by staff. A short form sends the request (a note for staff on the sale),
 * then says what happens next.
 */
export const AskForChange = ({ kind, id, size = 'base' }: AskForChangeProps) => {
  const [open, setOpen] = useState(false);
  const [nextStep, setNextStep] = useState<string | null>(null);
  const [form] = Form.useForm<Values>();
  const [forSale] = useRequestSaleChangeMutation();
  const [forPurchase] = useRequestPurchaseChangeMutation();

  const send = useMutationForm({
    form,
    mutate: ({ text }: Values) =>
      kind === 'sale'
        ? forSale({ id, createChangeRequestDto: { text } })
        : forPurchase({ id, createChangeRequestDto: { text } }),
    failure: 'We could not send your request',
    onSuccess: (receipt) => {
      setNextStep(receipt.nextStep);
      form.resetFields();
    },
  });

  const handleOpen = () => {
    setNextStep(null);
    setOpen(true);
  };
  const handleClose = () => setOpen(false);

  return (
    <>
      <AppButton size={size} variant="secondary" onClick={handleOpen}>
        {ASK_FOR_CHANGE}
      </AppButton>
      <Modal
        open={open}
        title={ASK_FOR_CHANGE}
        onCancel={handleClose}
        footer={null}
        destroyOnHidden
        width={560}
      >
        {nextStep ? (
          <Flex vertical gap={16}>
            <Alert
              type="success"
              showIcon
              role="status"
              title="Request sent"
              description={nextStep}
            />
            <Flex justify="end">
              <AppButton onClick={handleClose}>Close</AppButton>
            </Flex>
          </Flex>
        ) : (
          <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={send.onFinish}>
            <Typography.Paragraph type="secondary">
              Your {kind === 'sale' ? 'sale is paid' : 'purchase is confirmed'}, so our team makes
              any change to your answers. Tell us what should change and we will take care of it.
            </Typography.Paragraph>
            <Form.Item
              name="text"
              label="What would you like us to change?"
              rules={[
                { required: true, whitespace: true, message: CHANGE_REQUEST_REQUIRED },
                { max: CHANGE_REQUEST_MAX_LENGTH, message: CHANGE_REQUEST_TOO_LONG },
              ]}
            >
              <Input.TextArea
                autoSize={{ minRows: 4, maxRows: 10 }}
                maxLength={CHANGE_REQUEST_MAX_LENGTH}
                showCount
              />
            </Form.Item>
            <FormFailureAlert failure={send.failure} style={{ marginBottom: 16 }} />
            <Flex justify="end" gap={8}>
              <AppButton variant="secondary" onClick={handleClose}>
                Cancel
              </AppButton>
              <AppButton htmlType="submit" loading={send.saving}>
                Send request
              </AppButton>
            </Flex>
          </Form>
        )}
      </Modal>
    </>
  );
};
