import type { FormRule } from 'antd';
import type { ContactRequestDto } from '@/api/generated';
import { contactEmailRules } from '@/features/landing/forms/contactFormSchema';
import { isPossiblePhoneNumber, toE164Mobile } from '@/shared/validation/phone';
import { minLengthRule } from '@/shared/validation/rules';
import { optionalTrimmed } from '@/shared/validation/text';

/** Where partner enquiries say they came from (the contact request's `referrer`). */
export const PARTNER_REFERRER = 'Partner sign-up';

export type PartnerEnquiryValues = {
  agencyName: string;
  contactName: string;
  email: string;
  phone: string;
  message?: string;
};

export const partnerMessages = {
  agencyName: 'Agency name is required',
  contactName: 'Your name is required',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Invalid phone number',
} as const;

export const partnerLimits = { name: 255, email: 320, phone: 20, message: 4000 } as const;

const phoneRule: FormRule = () => ({
  validator: (_rule, value: unknown) => {
    if (typeof value !== 'string' || value.trim() === '') {
      return Promise.reject(new Error(partnerMessages.phoneRequired));
    }
    return isPossiblePhoneNumber(value)
      ? Promise.resolve()
      : Promise.reject(new Error(partnerMessages.phoneInvalid));
  },
});

export const partnerRules: Record<keyof PartnerEnquiryValues, FormRule[]> = {
  agencyName: [minLengthRule(2, partnerMessages.agencyName)],
  contactName: [minLengthRule(2, partnerMessages.contactName)],
  email: contactEmailRules,
  phone: [phoneRule],
  message: [],
};

/**
 * The enquiry as a contact request: the agency, name and phone lead the message (an office
 * landline is welcome here, while the request's `mobileNumber` takes mobiles only, so that field
 * is filled only when the number is a mobile).
 */
export const toPartnerContactRequest = (values: PartnerEnquiryValues): ContactRequestDto => {
  const phone = values.phone.trim();
  const mobile = toE164Mobile(phone);
  const note = optionalTrimmed(values.message);
  const message = [
    `Partner enquiry from ${values.agencyName.trim()}`,
    `Contact: ${values.contactName.trim()}`,
    `Phone: ${phone}`,
    ...(note === undefined ? [] : ['', note]),
  ].join('\n');
  return {
    fullName: values.contactName.trim(),
    email: values.email.trim(),
    ...(mobile === null ? {} : { mobileNumber: mobile }),
    message,
    referrer: PARTNER_REFERRER,
  };
};
