import { CheckCircleFilled } from '@ant-design/icons';
import { Alert, Flex, Form, Typography } from 'antd';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { usePostApiEmailRequestCallbackMutation, type ContactRequestDto } from '@/api/generated';
import { colors } from '@/shared/theme';
import { AppButton, type AppButtonProps } from '@/shared/ui/AppButton';
import { AppIcon } from '@/shared/ui/AppIcon';
import { useFormLiveValidation, type ValidateTrigger } from './useFormLiveValidation';

type EnquiryFormProps<Values> = {
  /** The form's name (antd field ids) and its accessible name. */
  name: string;
  label: string;
  /** The Form.Items; wire `validateTriggerFor(name)` to each one's `validateTrigger`. */
  fields: (validateTriggerFor: (name: string) => ValidateTrigger) => ReactNode;
  toRequest: (values: Values) => ContactRequestDto;
  submitLabel: string;
  submitSize?: AppButtonProps['size'];
  /** Shown under the disabled button: what is missing. */
  incompleteHint: string;
  failureTitle: string;
  /** Names the request in the console when it fails (customer.md §8: failures are logged). */
  logLabel: string;
  supportEmail: string;
  /** What replaces the form once it was sent: a title and a sentence or two. */
  sentTitle: (values: Values) => string;
  sentMessage: ReactNode;
  /** Offers a link back to an empty form after sending. */
  sendAnotherLabel?: string;
};

/**
 * A public enquiry through POST /api/email/request-callback (the landing page's contact form,
 * the partner page's enquiry). Submit stays disabled until every field is valid and something
 * has changed; Enter in a one-line field submits; the confirmation takes focus.
 */
export const EnquiryForm = <Values extends object>({
  name,
  label,
  fields,
  toRequest,
  submitLabel,
  submitSize = 'full',
  incompleteHint,
  failureTitle,
  logLabel,
  supportEmail,
  sentTitle,
  sentMessage,
  sendAnotherLabel,
}: EnquiryFormProps<Values>) => {
  const [form] = Form.useForm<Values>();
  const { submittable, handleFieldsChange, validateTriggerFor } = useFormLiveValidation(form);
  const [requestCallback, { isLoading }] = usePostApiEmailRequestCallbackMutation();
  const [state, setState] = useState<
    { kind: 'idle' } | { kind: 'sent'; title: string } | { kind: 'failed' }
  >({ kind: 'idle' });
  const confirmationRef = useRef<HTMLDivElement>(null);
  const hintId = useId();

  useEffect(() => {
    if (state.kind === 'sent') confirmationRef.current?.focus();
  }, [state.kind]);

  const handleFinish = async (values: Values) => {
    setState({ kind: 'idle' });
    try {
      const response = await requestCallback({ contactRequestDto: toRequest(values) }).unwrap();
      if (!response.success) throw new Error(`The ${logLabel.toLowerCase()} was not accepted.`);
      form.resetFields();
      setState({ kind: 'sent', title: sentTitle(values) });
    } catch (error) {
      console.error(`${logLabel} failed`, error);
      setState({ kind: 'failed' });
    }
  };

  if (state.kind === 'sent') {
    return (
      <Flex
        ref={confirmationRef}
        tabIndex={-1}
        role="status"
        vertical
        align="center"
        gap={12}
        style={{ padding: '32px 8px', textAlign: 'center', outline: 'none' }}
      >
        <AppIcon icon={CheckCircleFilled} color="success" size={48} />
        <Typography.Title level={3} style={{ margin: 0 }}>
          {state.title}
        </Typography.Title>
        <Typography.Paragraph style={{ maxWidth: 420, margin: 0 }}>
          {sentMessage}
        </Typography.Paragraph>
        {sendAnotherLabel && (
          <AppButton variant="link" onClick={() => setState({ kind: 'idle' })}>
            {sendAnotherLabel}
          </AppButton>
        )}
      </Flex>
    );
  }

  return (
    <Form<Values>
      form={form}
      name={name}
      layout="vertical"
      requiredMark="optional"
      onFinish={(values) => void handleFinish(values)}
      onFieldsChange={handleFieldsChange}
      aria-label={label}
      disabled={isLoading}
    >
      {fields(validateTriggerFor)}

      {state.kind === 'failed' && (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          title={failureTitle}
          description={`Sorry, something went wrong on our side. Please try again in a moment, or email us at ${supportEmail}.`}
        />
      )}

      <Flex vertical gap={8}>
        <AppButton
          htmlType="submit"
          size={submitSize}
          disabled={!submittable || isLoading}
          loading={isLoading}
          aria-describedby={submittable ? undefined : hintId}
        >
          {submitLabel}
        </AppButton>
        {!submittable && (
          <Typography.Text id={hintId} style={{ color: colors.textSecondary, fontSize: 14 }}>
            {incompleteHint}
          </Typography.Text>
        )}
      </Flex>
    </Form>
  );
};
