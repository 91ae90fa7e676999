import { CheckCircleFilled } from '@ant-design/icons';
import { Flex, Form, Input, Typography, type FormRule } from 'antd';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useRequestCallbackMutation, type ContactRequestDto } from '@/api/generated';
import { colors } from '@/shared/theme';
import { AppButton, type AppButtonProps } from '@/shared/ui/AppButton';
import { AppIcon } from '@/shared/ui/AppIcon';
import { sanitizeMultilineText, sanitizePhone, sanitizeText } from '@/shared/validation/text';
import { FormFailureAlert } from './FormFailureAlert';
import { useFormLiveValidation } from './useFormLiveValidation';
import { useMutationForm } from './useMutationForm';

/** One field of an enquiry: its kind decides the input, the keyboard and the sanitiser. */
export type EnquiryField<Values> = {
  name: keyof Values & string;
  label: string;
  kind: 'text' | 'email' | 'tel' | 'message';
  rules?: FormRule[];
  required?: boolean;
  maxLength: number;
  autoComplete?: string;
  placeholder?: string;
  extra?: string;
  /** Lines of a message box. */
  rows?: number;
};

const fieldInput = <Values,>(field: EnquiryField<Values>): ReactNode => {
  switch (field.kind) {
    case 'message':
      return <Input.TextArea rows={field.rows ?? 4} maxLength={field.maxLength} />;
    case 'email':
      return (
        <Input type="email" autoComplete="email" inputMode="email" maxLength={field.maxLength} />
      );
    case 'tel':
      return <Input type="tel" autoComplete="tel" inputMode="tel" maxLength={field.maxLength} />;
    case 'text':
      return (
        <Input
          autoComplete={field.autoComplete}
          maxLength={field.maxLength}
          placeholder={field.placeholder}
        />
      );
  }
};

const normalizers = {
  text: sanitizeText,
  email: undefined,
  tel: sanitizePhone,
  message: sanitizeMultilineText,
} as const;

type EnquiryFormProps<Values> = {
  /** The form's name (antd field ids) and its accessible name. */
  name: string;
  label: string;
  fields: readonly EnquiryField<Values>[];
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
 * the partner page's enquiry), its fields given as data. Submit stays disabled until every field is valid and something
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
  const [requestCallback] = useRequestCallbackMutation();
  const [sent, setSent] = useState<{ title: string } | null>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const save = useMutationForm({
    form,
    mutate: async (values: Values) => {
      const response = await requestCallback({ contactRequestDto: toRequest(values) }).unwrap();
      if (!response.success) throw new Error(`The ${logLabel.toLowerCase()} was not accepted.`);
      return values;
    },
    failure: () => ({
      title: failureTitle,
      detail: `Sorry, something went wrong on our side. Please try again in a moment, or email us at ${supportEmail}.`,
    }),
    onError: (error) => console.error(`${logLabel} failed`, error),
    onSuccess: (values) => {
      form.resetFields();
      setSent({ title: sentTitle(values) });
    },
  });

  useEffect(() => {
    if (sent) confirmationRef.current?.focus();
  }, [sent]);

  if (sent) {
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
          {sent.title}
        </Typography.Title>
        <Typography.Paragraph style={{ maxWidth: 420, margin: 0 }}>
          {sentMessage}
        </Typography.Paragraph>
        {sendAnotherLabel && (
          <AppButton variant="link" onClick={() => setSent(null)}>
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
      onFinish={save.onFinish}
      onFieldsChange={handleFieldsChange}
      aria-label={label}
      disabled={save.saving}
    >
      {fields.map((field) => (
        <Form.Item
          key={field.name}
          label={field.label}
          name={field.name as string}
          required={field.required}
          rules={field.rules}
          validateTrigger={validateTriggerFor(field.name)}
          normalize={normalizers[field.kind]}
          extra={field.extra}
        >
          {fieldInput(field)}
        </Form.Item>
      ))}

      <FormFailureAlert failure={save.failure} style={{ marginBottom: 16 }} />

      <Flex vertical gap={8}>
        <AppButton
          htmlType="submit"
          size={submitSize}
          disabled={!submittable || save.saving}
          loading={save.saving}
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
