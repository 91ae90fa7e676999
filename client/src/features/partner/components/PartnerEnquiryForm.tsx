import { CheckCircleFilled } from '@ant-design/icons';
import { Alert, Flex, Form, Input, Typography } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { usePostApiEmailRequestCallbackMutation } from '@/api/generated';
import {
  stripDisallowedMultilineText,
  stripDisallowedPhone,
  stripDisallowedText,
} from '@/features/landing/forms/text';
import {
  partnerLimits,
  partnerRules,
  toPartnerContactRequest,
  type PartnerEnquiryValues,
} from '@/features/partner/forms/partnerEnquirySchema';
import { colors } from '@/shared/theme';
import { AppButton } from '@/shared/ui/AppButton';
import { AppIcon } from '@/shared/ui/AppIcon';
import { useFormLiveValidation } from '@/shared/ui/useFormLiveValidation';

type PartnerEnquiryFormProps = { supportEmail: string };

type SubmitState = { kind: 'idle' } | { kind: 'sent'; agencyName: string } | { kind: 'failed' };

/**
 * Our own partner enquiry form, used when no HubSpot form is configured (or it can't load). It
 * goes through the contact endpoint with the referrer 'Partner sign-up'.
 */
export const PartnerEnquiryForm = ({ supportEmail }: PartnerEnquiryFormProps) => {
  const [form] = Form.useForm<PartnerEnquiryValues>();
  const { submittable, handleFieldsChange, validateTriggerFor } = useFormLiveValidation(form);
  const [requestCallback, { isLoading }] = usePostApiEmailRequestCallbackMutation();
  const [state, setState] = useState<SubmitState>({ kind: 'idle' });
  const confirmationRef = useRef<HTMLDivElement>(null);
  const hintId = useId();

  useEffect(() => {
    if (state.kind === 'sent') confirmationRef.current?.focus();
  }, [state.kind]);

  const handleFinish = async (values: PartnerEnquiryValues) => {
    setState({ kind: 'idle' });
    try {
      const response = await requestCallback({
        contactRequestDto: toPartnerContactRequest(values),
      }).unwrap();
      if (!response.success) throw new Error('The partner enquiry was not accepted.');
      form.resetFields();
      setState({ kind: 'sent', agencyName: values.agencyName.trim() });
    } catch (error) {
      console.error('Partner enquiry failed', error);
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
          {`Thank you, ${state.agencyName}`}
        </Typography.Title>
        <Typography.Paragraph style={{ maxWidth: 420, margin: 0 }}>
          We have your details. Someone from our partnerships team will be in touch within 24 hours
          to talk about working together.
        </Typography.Paragraph>
      </Flex>
    );
  }

  return (
    <Form<PartnerEnquiryValues>
      form={form}
      name="partnerEnquiry"
      layout="vertical"
      requiredMark="optional"
      onFinish={(values) => void handleFinish(values)}
      onFieldsChange={handleFieldsChange}
      aria-label="Partner enquiry"
      disabled={isLoading}
    >
      <Form.Item
        label="Agency name"
        name="agencyName"
        required
        rules={partnerRules.agencyName}
        validateTrigger={validateTriggerFor('agencyName')}
        normalize={stripDisallowedText}
      >
        <Input autoComplete="organization" maxLength={partnerLimits.name} />
      </Form.Item>
      <Form.Item
        label="Your name"
        name="contactName"
        required
        rules={partnerRules.contactName}
        validateTrigger={validateTriggerFor('contactName')}
        normalize={stripDisallowedText}
      >
        <Input autoComplete="name" maxLength={partnerLimits.name} />
      </Form.Item>
      <Form.Item
        label="Email"
        name="email"
        rules={partnerRules.email}
        validateTrigger={validateTriggerFor('email')}
      >
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={partnerLimits.email}
        />
      </Form.Item>
      <Form.Item
        label="Phone number"
        name="phone"
        required
        rules={partnerRules.phone}
        validateTrigger={validateTriggerFor('phone')}
        normalize={stripDisallowedPhone}
      >
        <Input type="tel" autoComplete="tel" inputMode="tel" maxLength={partnerLimits.phone} />
      </Form.Item>
      <Form.Item
        label="Message"
        name="message"
        normalize={stripDisallowedMultilineText}
        extra="For example, how many branches you have or the best time to call."
      >
        <Input.TextArea rows={4} maxLength={partnerLimits.message} />
      </Form.Item>

      {state.kind === 'failed' && (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          title="Your details didn't reach us"
          description={`Sorry, something went wrong on our side. Please try again in a moment, or email us at ${supportEmail}.`}
        />
      )}

      <Flex vertical gap={8}>
        <AppButton
          htmlType="submit"
          size="full"
          disabled={!submittable || isLoading}
          loading={isLoading}
          aria-describedby={submittable ? undefined : hintId}
        >
          Become a partner
        </AppButton>
        {!submittable && (
          <Typography.Text id={hintId} style={{ color: colors.textSecondary, fontSize: 14 }}>
            Fill in the required fields to send your details.
          </Typography.Text>
        )}
      </Flex>
    </Form>
  );
};
