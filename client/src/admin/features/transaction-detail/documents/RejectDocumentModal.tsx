import { Alert, Flex, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '@/api/baseQuery';
import { TwoStepConfirm } from '@/admin/components/TwoStepConfirm';
import { AppButton } from '@/shared/ui/AppButton';
import { type AdminDocumentDto } from './adminDocumentsApi';
import { useRejectDocumentMutation } from '@/api/generated';
import { DOCUMENTS_TAB_MESSAGES, requestName } from './documentsTabMessages';

/** The server's limit on a reason. */
const REASON_MAX_LENGTH = 500;

type RejectDocumentModalProps = {
  document: AdminDocumentDto;
  onClose: () => void;
  onRejected: (message: string) => void;
};

type Values = { reason: string };

/**
 * Rejecting a customer's answer, two-step as the back office's changes are (admin.md §2): the
 * reason, then 'Are you sure?' saying what happens (the customer is asked again, with the
 * reason); 'Go back and amend' returns to the reason as written.
 */
export const RejectDocumentModal = ({
  document,
  onClose,
  onRejected,
}: RejectDocumentModalProps) => {
  const [form] = Form.useForm<Values>();
  const [reject, rejecting] = useRejectDocumentMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const request = requestName(document.request_label) ?? 'document';

  const confirm = async ({ reason }: Values) => {
    setFailure(null);
    try {
      await reject({
        id: document._id,
        rejectDocumentDto: { reason },
      }).unwrap();
      onRejected(DOCUMENTS_TAB_MESSAGES.rejected(document.name));
    } catch (error) {
      setFailure(errorMessage(error));
      throw error;
    }
  };

  return (
    <Modal
      open
      title={`Reject ${document.name}`}
      onCancel={onClose}
      footer={null}
      maskClosable={!rejecting.isLoading}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <TwoStepConfirm<Values>
          onConfirm={confirm}
          confirming={rejecting.isLoading}
          confirmLabel="Reject the file"
          summary={({ reason }) => (
            <Typography.Paragraph style={{ margin: 0 }}>
              {document.name} will be rejected and the customer asked again for the{' '}
              {request.toLowerCase()}, with this reason: “{reason}”.
            </Typography.Paragraph>
          )}
        >
          {(ask) => (
            <Form<Values>
              form={form}
              layout="vertical"
              requiredMark={false}
              onFinish={(values) => ask({ reason: values.reason.trim() })}
            >
              <Form.Item
                name="reason"
                label={DOCUMENTS_TAB_MESSAGES.rejectReason}
                extra={DOCUMENTS_TAB_MESSAGES.rejectReasonHint}
                rules={[
                  {
                    validator: (_rule, value: string | undefined) =>
                      value && value.trim() !== ''
                        ? Promise.resolve()
                        : Promise.reject(new Error(DOCUMENTS_TAB_MESSAGES.rejectReasonRequired)),
                  },
                  {
                    max: REASON_MAX_LENGTH,
                    message: DOCUMENTS_TAB_MESSAGES.rejectReasonTooLong,
                  },
                ]}
              >
                <Input.TextArea
                  autoSize={{ minRows: 3, maxRows: 6 }}
                  maxLength={REASON_MAX_LENGTH}
                  showCount
                />
              </Form.Item>
              <Flex wrap gap={8}>
                <AppButton size="sm" htmlType="submit" danger>
                  Reject
                </AppButton>
                <AppButton size="sm" variant="secondary" onClick={onClose}>
                  Cancel
                </AppButton>
              </Flex>
            </Form>
          )}
        </TwoStepConfirm>
        {failure && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={DOCUMENTS_TAB_MESSAGES.rejectFailed}
            description={failure}
          />
        )}
      </Flex>
    </Modal>
  );
};
