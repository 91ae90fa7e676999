import {
  partnerLimits,
  partnerRules,
  toPartnerContactRequest,
  type PartnerEnquiryValues,
} from '@/features/partner/forms/partnerEnquirySchema';
import { EnquiryForm, type EnquiryField } from '@/shared/forms/EnquiryForm';

type PartnerEnquiryFormProps = { supportEmail: string };

const fields: EnquiryField<PartnerEnquiryValues>[] = [
  {
    name: 'agencyName',
    label: 'Agency name',
    kind: 'text',
    required: true,
    rules: partnerRules.agencyName,
    autoComplete: 'organization',
    maxLength: partnerLimits.name,
  },
  {
    name: 'contactName',
    label: 'Your name',
    kind: 'text',
    required: true,
    rules: partnerRules.contactName,
    autoComplete: 'name',
    maxLength: partnerLimits.name,
  },
  {
    name: 'email',
    label: 'Email',
    kind: 'email',
    required: true,
    rules: partnerRules.email,
    maxLength: partnerLimits.email,
  },
  {
    name: 'phone',
    label: 'Phone number',
    kind: 'tel',
    required: true,
    rules: partnerRules.phone,
    maxLength: partnerLimits.phone,
  },
  {
    name: 'message',
    label: 'Message',
    kind: 'message',
    maxLength: partnerLimits.message,
    extra: 'For example, how many branches you have or the best time to call.',
  },
];

/**
 * Our own partner enquiry form, used when no HubSpot form is configured (or it can't load). It
 * goes through the contact endpoint with the referrer 'Partner sign-up'.
 */
export const PartnerEnquiryForm = ({ supportEmail }: PartnerEnquiryFormProps) => (
  <EnquiryForm<PartnerEnquiryValues>
    name="partnerEnquiry"
    label="Partner enquiry"
    fields={fields}
    toRequest={toPartnerContactRequest}
    submitLabel="Become a partner"
    incompleteHint="Fill in the required fields to send your details."
    failureTitle="Your details didn't reach us"
    logLabel="Partner enquiry"
    supportEmail={supportEmail}
    sentTitle={(values) => `Thank you, ${values.agencyName.trim()}`}
    sentMessage="We have your details. Someone from our partnerships team will be in touch within 24 hours to talk about working together."
  />
);
