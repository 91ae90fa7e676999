import { Form, Input } from 'antd';
import {
  partnerLimits,
  partnerRules,
  toPartnerContactRequest,
  type PartnerEnquiryValues,
} from '@/features/partner/forms/partnerEnquirySchema';
import { EnquiryForm } from '@/shared/forms/EnquiryForm';
import { sanitizeMultilineText, sanitizePhone, sanitizeText } from '@/shared/validation/text';

type PartnerEnquiryFormProps = { supportEmail: string };

/**
 * Our own partner enquiry form, used when no HubSpot form is configured (or it can't load). It
 * goes through the contact endpoint with the referrer 'Partner sign-up'.
 */
export const PartnerEnquiryForm = ({ supportEmail }: PartnerEnquiryFormProps) => (
  <EnquiryForm<PartnerEnquiryValues>
    name="partnerEnquiry"
    label="Partner enquiry"
    toRequest={toPartnerContactRequest}
    submitLabel="Become a partner"
    incompleteHint="Fill in the required fields to send your details."
    failureTitle="Your details didn't reach us"
    logLabel="Partner enquiry"
    supportEmail={supportEmail}
    sentTitle={(values) => `Thank you, ${values.agencyName.trim()}`}
    sentMessage="We have your details. Someone from our partnerships team will be in touch within 24 hours to talk about working together."
    fields={(validateTriggerFor) => (
      <>
        <Form.Item
          label="Agency name"
          name="agencyName"
          required
          rules={partnerRules.agencyName}
          validateTrigger={validateTriggerFor('agencyName')}
          normalize={sanitizeText}
        >
          <Input autoComplete="organization" maxLength={partnerLimits.name} />
        </Form.Item>
        <Form.Item
          label="Your name"
          name="contactName"
          required
          rules={partnerRules.contactName}
          validateTrigger={validateTriggerFor('contactName')}
          normalize={sanitizeText}
        >
          <Input autoComplete="name" maxLength={partnerLimits.name} />
        </Form.Item>
        <Form.Item
          label="Email"
          name="email"
          required
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
          normalize={sanitizePhone}
        >
          <Input type="tel" autoComplete="tel" inputMode="tel" maxLength={partnerLimits.phone} />
        </Form.Item>
        <Form.Item
          label="Message"
          name="message"
          normalize={sanitizeMultilineText}
          extra="For example, how many branches you have or the best time to call."
        >
          <Input.TextArea rows={4} maxLength={partnerLimits.message} />
        </Form.Item>
      </>
    )}
  />
);
