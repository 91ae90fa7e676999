import { CheckCircleFilled } from '@ant-design/icons';
import { Alert, Flex, Form, Input, Typography } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { usePostApiEmailRequestCallbackMutation } from '@/api/generated';
import {
  contactLimits,
  contactRules,
  toContactRequest,
  type ContactFormValues,
} from '@/features/landing/forms/contactFormSchema';
import {
  stripDisallowedMultilineText,
  stripDisallowedPhone,
  stripDisallowedText,
} from '@/features/landing/forms/text';
import { colors } from '@/shared/theme';
import { AppButton } from '@/shared/ui/AppButton';
import { AppIcon } from '@/shared/ui/AppIcon';
import { useFormLiveValidation } from '@/shared/ui/useFormLiveValidation';

type ContactFormProps = {
  submitLabel: string;
  successMessage: string;
  supportEmail: string;
};

type SubmitState = 'idle' | 'sent' | 'failed';

/**
 * The landing page's contact form: POST /api/email/request-callback. Submit stays disabled until
 * every field is valid and something has changed; Enter in a one-line field submits.
 */
export const ContactForm = ({ submitLabel, successMessage, supportEmail }: ContactFormProps) => {
  const [form] = Form.useForm<ContactFormValues>();
  const { submittable, handleFieldsChange, validateTriggerFor } = useFormLiveValidation(form);
  const [requestCallback, { isLoading }] = usePostApiEmailRequestCallbackMutation();
  const [state, setState] = useState<SubmitState>('idle');
  const confirmationRef = useRef<HTMLDivElement>(null);
  const hintId = useId();

  useEffect(() => {
    if (state === 'sent') confirmationRef.current?.focus();
  }, [state]);

  const handleFinish = async (values: ContactFormValues) => {
    setState('idle');
    try {
      const response = await requestCallback({
        contactRequestDto: toContactRequest(values),
      }).unwrap();
      if (!response.success) throw new Error('The contact request was not accepted.');
      form.resetFields();
      setState('sent');
    } catch (error) {
      // customer.md §8: a failed callback request is only logged; the visitor still hears about it.
      console.error('Contact request failed', error);
      setState('failed');
    }
  };

  const handleSendAnother = () => setState('idle');

  if (state === 'sent') {
    return (
      <Flex
        ref={confirmationRef}
        tabIndex={-1}
        role="status"
        vertical
        align="center"
        gap={12}
        style={{ padding: '32px 8px', textAlign: 'center' }}
      >
        <AppIcon icon={CheckCircleFilled} color="success" size={48} />
        <Typography.Title level={3} style={{ margin: 0 }}>
          Message sent
        </Typography.Title>
        <Typography.Paragraph style={{ maxWidth: 420, margin: 0 }}>
          {successMessage}
        </Typography.Paragraph>
        <AppButton variant="link" onClick={handleSendAnother}>
          Send another message
        </AppButton>
      </Flex>
    );
  }

  return (
    <Form<ContactFormValues>
      form={form}
      name="contact"
      layout="vertical"
      requiredMark="optional"
      onFinish={(values) => void handleFinish(values)}
      onFieldsChange={handleFieldsChange}
      aria-label="Contact us"
      disabled={isLoading}
    >
      <Form.Item
        label="Full name"
        name="fullName"
        required
        rules={contactRules.fullName}
        validateTrigger={validateTriggerFor('fullName')}
        normalize={stripDisallowedText}
      >
        <Input autoComplete="name" maxLength={contactLimits.name} />
      </Form.Item>
      <Form.Item
        label="Email"
        name="email"
        rules={contactRules.email}
        validateTrigger={validateTriggerFor('email')}
      >
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={contactLimits.email}
        />
      </Form.Item>
      <Form.Item
        label="Mobile Number"
        name="mobileNumber"
        rules={contactRules.mobileNumber}
        validateTrigger={validateTriggerFor('mobileNumber')}
        normalize={stripDisallowedPhone}
        extra="UK numbers can start with 07; include the country code for others."
      >
        <Input type="tel" autoComplete="tel" inputMode="tel" maxLength={20} />
      </Form.Item>
      <Form.Item
        label="Message"
        name="message"
        required
        rules={contactRules.message}
        validateTrigger={validateTriggerFor('message')}
        normalize={stripDisallowedMultilineText}
      >
        <Input.TextArea rows={5} maxLength={contactLimits.message} />
      </Form.Item>
      <Form.Item
        label="How did you hear about us?"
        name="referrer"
        required
        rules={contactRules.referrer}
        validateTrigger={validateTriggerFor('referrer')}
        normalize={stripDisallowedText}
      >
        <Input maxLength={contactLimits.referrer} placeholder="For example, my estate agent" />
      </Form.Item>

      {state === 'failed' && (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          title="Your message didn't reach us"
          description={`Sorry, something went wrong on our side. Please try again in a moment, or email us at ${supportEmail}.`}
        />
      )}

      <Flex vertical gap={8}>
        <AppButton
          htmlType="submit"
          size="flex"
          disabled={!submittable || isLoading}
          loading={isLoading}
          aria-describedby={submittable ? undefined : hintId}
        >
          {submitLabel}
        </AppButton>
        {!submittable && (
          <Typography.Text id={hintId} style={{ color: colors.textSecondary, fontSize: 14 }}>
            Fill in the required fields to send your message.
          </Typography.Text>
        )}
      </Flex>
    </Form>
  );
};
