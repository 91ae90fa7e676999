import {
  contactLimits,
  contactRules,
  toContactRequest,
  type ContactFormValues,
} from '@/features/landing/forms/contactFormSchema';
import { EnquiryForm, type EnquiryField } from '@/shared/forms/EnquiryForm';

type ContactFormProps = {
  submitLabel: string;
  successMessage: string;
  supportEmail: string;
};

const fields: EnquiryField<ContactFormValues>[] = [
  {
    name: 'fullName',
    label: 'Full name',
    kind: 'text',
    required: true,
    rules: contactRules.fullName,
    autoComplete: 'name',
    maxLength: contactLimits.name,
  },
  {
    name: 'email',
    label: 'Email',
    kind: 'email',
    required: true,
    rules: contactRules.email,
    maxLength: contactLimits.email,
  },
  {
    name: 'mobileNumber',
    label: 'Mobile Number',
    kind: 'tel',
    rules: contactRules.mobileNumber,
    maxLength: 20,
    extra: 'UK numbers can start with 07; include the country code for others.',
  },
  {
    name: 'message',
    label: 'Message',
    kind: 'message',
    required: true,
    rules: contactRules.message,
    rows: 5,
    maxLength: contactLimits.message,
  },
  {
    name: 'referrer',
    label: 'How did you hear about us?',
    kind: 'text',
    required: true,
    rules: contactRules.referrer,
    maxLength: contactLimits.referrer,
    placeholder: 'For example, my estate agent',
  },
];

/** The landing page's contact form: POST /api/email/request-callback. */
export const ContactForm = ({ submitLabel, successMessage, supportEmail }: ContactFormProps) => (
  <EnquiryForm<ContactFormValues>
    name="contact"
    label="Contact us"
    fields={fields}
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
  />
);
