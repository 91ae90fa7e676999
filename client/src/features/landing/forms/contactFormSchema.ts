import type { FormRule } from 'antd';
import type { ContactRequestDto } from '@/api/generated';
import { toE164Mobile } from '@/features/landing/forms/phone';
import { optionalTrimmed } from '@/features/landing/forms/text';

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

/** At least `min` characters once surrounding spaces are ignored. */
export const minTrimmedLength =
  (min: number, message: string): FormRule =>
  () => ({
    validator: (_rule, value: unknown) =>
      typeof value === 'string' && value.trim().length >= min
        ? Promise.resolve()
        : Promise.reject(new Error(message)),
  });

/** Required, then a well-formed address. */
export const emailRules = (requiredMessage: string, invalidMessage: string): FormRule[] => [
  { required: true, whitespace: true, message: requiredMessage },
  { type: 'email', message: invalidMessage },
];

/** Optional, but when given it must be a mobile number (UK unless it starts with +). */
export const optionalMobileRule =
  (message: string): FormRule =>
  () => ({
    validator: (_rule, value: unknown) => {
      if (typeof value !== 'string' || value.trim() === '') return Promise.resolve();
      return toE164Mobile(value) ? Promise.resolve() : Promise.reject(new Error(message));
    },
  });

export const contactRules: Record<keyof ContactFormValues, FormRule[]> = {
  fullName: [minTrimmedLength(2, contactMessages.fullName)],
  email: emailRules(contactMessages.emailRequired, contactMessages.emailInvalid),
  mobileNumber: [optionalMobileRule(contactMessages.mobileNumber)],
  message: [minTrimmedLength(2, contactMessages.message)],
  referrer: [minTrimmedLength(2, contactMessages.referrer)],
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
