import type { FormRule } from 'antd';
import type { ContactRequestDto } from '@/api/generated';
import { toE164Mobile } from '@/shared/validation/phone';
import { emailRules, minLengthRule } from '@/shared/validation/rules';
import { optionalTrimmed } from '@/shared/validation/text';

/** The landing page's contact form (customer.md §5), as the user types it. */
export type ContactFormValues = {
  fullName: string;
  email: string;
  mobileNumber?: string;
  message: string;
  referrer: string;
};

/** customer.md §5 'Contact form', word for word (the server answers with the same messages). */
export const contactMessages = {
  fullName: 'Full name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  mobileNumber: 'Invalid mobile number',
  message: 'Message is required',
  referrer: 'Referrer is required',
} as const;

/** Limits the server enforces, so the form stops at the same point. */
export const contactLimits = { name: 255, email: 320, message: 5000, referrer: 255 } as const;

/** Optional, but when given it must be a mobile number (UK unless it starts with +). */
export const optionalMobileRule =
  (message: string): FormRule =>
  () => ({
    validator: (_rule, value: unknown) => {
      if (typeof value !== 'string' || value.trim() === '') return Promise.resolve();
      return toE164Mobile(value) ? Promise.resolve() : Promise.reject(new Error(message));
    },
  });

/** 'Email is required', then 'Invalid email address' (the contact forms' own wording). */
export const contactEmailRules = emailRules({
  requiredMessage: contactMessages.emailRequired,
  message: contactMessages.emailInvalid,
});

export const contactRules: Record<keyof ContactFormValues, FormRule[]> = {
  fullName: [minLengthRule(2, contactMessages.fullName)],
  email: contactEmailRules,
  mobileNumber: [optionalMobileRule(contactMessages.mobileNumber)],
  message: [minLengthRule(2, contactMessages.message)],
  referrer: [minLengthRule(2, contactMessages.referrer)],
};

/** The request body: trimmed, the mobile number in E.164 and left out when blank. */
export const toContactRequest = (values: ContactFormValues): ContactRequestDto => {
  const mobile = optionalTrimmed(values.mobileNumber);
  return {
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    ...(mobile === undefined ? {} : { mobileNumber: toE164Mobile(mobile) ?? mobile }),
    message: values.message.trim(),
    referrer: values.referrer.trim(),
  };
};
