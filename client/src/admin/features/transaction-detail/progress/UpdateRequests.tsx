import { App, Empty, Flex, Form, Input, Skeleton, Tag, Typography } from 'antd';
import { useId } from 'react';
import {
  useAnswerUpdateRequestMutation,
  useUpdateRequestsQuery,
  type UpdateRequestDto,
} from '@/api/generated';
import { AdminQueryError } from '@/admin/components/AdminQueryError';
import { formatShortDate, formatShortDateTime } from '@/admin/format';
import { FormActions } from '@/shared/forms/FormActions';
import { FormFailureAlert } from '@/shared/forms/FormFailureAlert';
import { useMutationForm } from '@/shared/forms/useMutationForm';

/** The longest answer the API takes, in characters. */
export const UPDATE_ANSWER_MAX_LENGTH = 2000;

export const UPDATE_REQUEST_MESSAGES = {
  title: 'Update requests',
  empty: 'No update requests',
  loadFailed: 'There was an error while fetching the update requests',
  required: 'Please write the answer',
  tooLong: `The answer must be at most ${UPDATE_ANSWER_MAX_LENGTH} characters`,
  sendFailed: 'The answer was not sent',
  sent: 'Answer sent',
} as const;

type AnswerValues = { answer?: string };

/** The answer's rules, as the API checks them (trimmed, not empty, at most 2,000 characters). */
const answerRules = [
  { required: true, whitespace: true, message: UPDATE_REQUEST_MESSAGES.required },
  { max: UPDATE_ANSWER_MAX_LENGTH, message: UPDATE_REQUEST_MESSAGES.tooLong },
];

/** An open request's answer: sent to the customer who asked, by e-mail. */
const AnswerForm = ({
  transactionId,
  request,
}: {
  transactionId: string;
  request: UpdateRequestDto;
}) => {
  const [form] = Form.useForm<AnswerValues>();
  const [answer] = useAnswerUpdateRequestMutation();
  const { message } = App.useApp();
  const save = useMutationForm({
    form,
    mutate: (values: AnswerValues) =>
      answer({
        id: transactionId,
        requestId: request._id,
        answerUpdateRequestDto: { answer: (values.answer ?? '').trim() },
      }),
    failure: UPDATE_REQUEST_MESSAGES.sendFailed,
    onSuccess: () => void message.success(UPDATE_REQUEST_MESSAGES.sent),
  });
  return (
    <Form
      form={form}
      name={`answer-update-request-${request._id}`}
      layout="vertical"
      onFinish={save.onFinish}
      requiredMark={false}
      style={{ marginTop: 8 }}
    >
      <Form.Item name="answer" label="Answer" rules={answerRules}>
        <Input.TextArea
          aria-label={`Answer to the ${request.side}`}
          autoSize={{ minRows: 3, maxRows: 10 }}
          maxLength={UPDATE_ANSWER_MAX_LENGTH}
          showCount
        />
      </Form.Item>
      <FormFailureAlert failure={save.failure} style={{ marginBottom: 12 }} />
      <FormActions saving={save.saving} saveLabel="Send answer" />
    </Form>
  );
};

const RequestItem = ({
  transactionId,
  request,
}: {
  transactionId: string;
  request: UpdateRequestDto;
}) => {
  const asked = `Asked by the ${request.side} on ${formatShortDateTime(request.requested_at)}`;
  return (
    <article aria-label={asked} className="th-update-request">
      <Flex wrap gap={8} align="center">
        <Typography.Text strong>{asked}</Typography.Text>
        {request.answered_at === null && <Tag color="gold">Open</Tag>}
      </Flex>
      {request.answered_at === null ? (
        <AnswerForm transactionId={transactionId} request={request} />
      ) : (
        <>
          <Typography.Paragraph className="th-update-request-answer">
            {request.answer}
          </Typography.Paragraph>
          <Typography.Text type="secondary">
            {request.answered_by_name
              ? `Answered by ${request.answered_by_name} on ${formatShortDate(request.answered_at)}`
              : `Answered on ${formatShortDate(request.answered_at)}`}
          </Typography.Text>
        </>
      )}
    </article>
  );
};

/**
 * The customers' requests for an update on the sale (issue 36), newest first: an open one until
 * staff answer it here (the answer is e-mailed to the customer who asked), then the answer kept.
 */
export const UpdateRequests = ({ transactionId }: { transactionId: string }) => {
  const requests = useUpdateRequestsQuery({ id: transactionId });
  const headingId = useId();

  let content;
  if (requests.error) {
    content = (
      <AdminQueryError
        error={requests.error}
        title={UPDATE_REQUEST_MESSAGES.loadFailed}
        onRetry={() => void requests.refetch()}
        retrying={requests.isFetching}
      />
    );
  } else if (!requests.data) {
    content = <Skeleton active aria-label="Loading update requests..." />;
  } else if (requests.data.length === 0) {
    content = (
      <Empty description={UPDATE_REQUEST_MESSAGES.empty} image={Empty.PRESENTED_IMAGE_SIMPLE} />
    );
  } else {
    content = (
      <ul className="th-update-requests" aria-labelledby={headingId}>
        {requests.data.map((request) => (
          <li key={request._id}>
            <RequestItem transactionId={transactionId} request={request} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <Typography.Title level={4} id={headingId}>
        {UPDATE_REQUEST_MESSAGES.title}
      </Typography.Title>
      {content}
    </section>
  );
};
