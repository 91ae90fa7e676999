import { Alert, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { errorMessage } from '@/api/baseQuery';
import { AppButton } from '@/shared/ui/AppButton';
import { sanitizeMultilineText } from '@/shared/validation/text';
import { type CustomerRequestDto } from '../documentsApi';
import { useAnswerFeeApprovalMutation } from '@/api/generated';
import { DOCUMENTS_MESSAGES } from '../documentsMessages';

/** The server's limit on a query's text. */
const QUERY_MAX_LENGTH = 2000;

type FeeApprovalFormProps = {
  request: CustomerRequestDto;
  /** After the answer is in: what to tell the customer. */
  onAnswered: (message: string) => void;
};

/** A fee approval request answered in the product: approve it, or query it in words. */
export const FeeApprovalForm = ({ request, onAnswered }: FeeApprovalFormProps) => {
  const [answer, answering] = useAnswerFeeApprovalMutation();
  const [querying, setQuerying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [form] = Form.useForm<{ message: string }>();

  const send = async (body: { decision: 'approve' } | { decision: 'query'; message: string }) => {
    setFailure(null);
    try {
      await answer({
        requestId: request._id,
        feeApprovalAnswerDto: body,
      }).unwrap();
      onAnswered(
        body.decision === 'approve'
          ? DOCUMENTS_MESSAGES.feeApproved
          : DOCUMENTS_MESSAGES.feeQueried,
      );
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <Flex vertical gap={12}>
      {!querying ? (
        <Flex wrap gap={8}>
          <AppButton
            size="sm-flex"
            loading={answering.isLoading}
            onClick={() => void send({ decision: 'approve' })}
          >
            {DOCUMENTS_MESSAGES.feeApprove}
          </AppButton>
          <AppButton
            size="sm-flex"
            variant="secondary"
            disabled={answering.isLoading}
            onClick={() => {
              setFailure(null);
              setQuerying(true);
            }}
          >
            {DOCUMENTS_MESSAGES.feeQuery}
          </AppButton>
        </Flex>
      ) : (
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={(values) => void send({ decision: 'query', message: values.message.trim() })}
        >
          <Form.Item
            name="message"
            label={DOCUMENTS_MESSAGES.feeQueryLabel}
            normalize={sanitizeMultilineText}
            rules={[
              {
                validator: (_rule, value: string | undefined) =>
                  value && value.trim() !== ''
                    ? Promise.resolve()
                    : Promise.reject(new Error(DOCUMENTS_MESSAGES.feeQueryRequired)),
              },
              {
                max: QUERY_MAX_LENGTH,
                message: DOCUMENTS_MESSAGES.feeQueryTooLong,
              },
            ]}
          >
            <Input.TextArea
              autoSize={{ minRows: 3, maxRows: 8 }}
              maxLength={QUERY_MAX_LENGTH}
              showCount
            />
          </Form.Item>
          <Flex wrap gap={8}>
            <AppButton size="sm-flex" htmlType="submit" loading={answering.isLoading}>
              {DOCUMENTS_MESSAGES.feeSendQuery}
            </AppButton>
            <AppButton
              size="sm-flex"
              variant="secondary"
              disabled={answering.isLoading}
              onClick={() => {
                setFailure(null);
                setQuerying(false);
              }}
            >
              Cancel
            </AppButton>
          </Flex>
        </Form>
      )}
      {failure && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={DOCUMENTS_MESSAGES.feeFailed}
          description={failure}
        />
      )}
    </Flex>
  );
};
