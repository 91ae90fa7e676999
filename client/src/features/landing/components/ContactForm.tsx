import { Form, Input } from 'antd';
import {
  contactLimits,
  contactRules,
  toContactRequest,
  type ContactFormValues,
} from '@/features/landing/forms/contactFormSchema';
import { EnquiryForm } from '@/shared/forms/EnquiryForm';
import { sanitizeMultilineText, sanitizePhone, sanitizeText } from '@/shared/validation/text';

type ContactFormProps = {
  submitLabel: string;
  successMessage: string;
  supportEmail: string;
};

/** The landing page's contact form: POST /api/email/request-callback. */
export const ContactForm = ({ submitLabel, successMessage, supportEmail }: ContactFormProps) => (
  <EnquiryForm<ContactFormValues>
    name="contact"
    label="Contact us"
    toRequest={toContactRequest}
    submitLabel={submitLabel}
    submitSize="flex"
    incompleteHint="Fill in the required fields to send your message."
    failureTitle="Your message didn't reach us"
    logLabel="Contact request"
    supportEmail={supportEmail}
    sentTitle={() => 'Message sent'}
    sentMessage={successMessage}
    sendAnotherLabel="Send another message"
    fields={(validateTriggerFor) => (
      <>
        <Form.Item
          label="Full name"
          name="fullName"
          required
          rules={contactRules.fullName}
          validateTrigger={validateTriggerFor('fullName')}
          normalize={sanitizeText}
        >
          <Input autoComplete="name" maxLength={contactLimits.name} />
        </Form.Item>
        <Form.Item
          label="Email"
          name="email"
          required
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
          normalize={sanitizePhone}
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
          normalize={sanitizeMultilineText}
        >
          <Input.TextArea rows={5} maxLength={contactLimits.message} />
        </Form.Item>
        <Form.Item
          label="How did you hear about us?"
          name="referrer"
          required
          rules={contactRules.referrer}
          validateTrigger={validateTriggerFor('referrer')}
          normalize={sanitizeText}
        >
          <Input maxLength={contactLimits.referrer} placeholder="For example, my estate agent" />
        </Form.Item>
      </>
    )}
  />
);
