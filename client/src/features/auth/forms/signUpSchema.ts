import type { FormRule } from 'antd';
import type { CountryCode } from 'libphonenumber-js/mobile';
import type { SignUpDto } from '@/api/generated';
import type { Role } from '@/features/auth/roles';
import { DEFAULT_PHONE_COUNTRY, toE164Mobile } from '@/shared/validation/phone';
import { isEmailAddress } from '@/shared/validation/email';
import {
  nameTooLongMessage,
  ownNameBlankMessage,
  personNameMessage,
} from '@/shared/validation/name';
import { ownNameRules } from '@/shared/validation/rules';

/** The sign-up form (/sell/get-started, /buy/get-started): customer.md §5 'Sign-up'. */
export type SignUpValues = {
  firstName: string;
  middleName?: string;
  lastName: string;
  email: string;
  phoneCountry: CountryCode;
  phoneNumber: string;
};

type SignUpField = keyof SignUpValues;

/** The server's messages, word for word (src/auth/dto/auth.dto.ts). */
export const signUpMessages = {
  firstName: ownNameBlankMessage('First name'),
  firstNameTooLong: nameTooLongMessage('First name'),
  middleNameTooLong: nameTooLongMessage('Middle name'),
  lastName: ownNameBlankMessage('Last name'),
  lastNameTooLong: nameTooLongMessage('Last name'),
  firstNameCharacters: personNameMessage('First name'),
  middleNameCharacters: personNameMessage('Middle name'),
  lastNameCharacters: personNameMessage('Last name'),
  email: 'Please enter a valid email address',
  phoneNumber: 'Invalid mobile number',
} as const;

export const signUpInitialValues: Partial<SignUpValues> = { phoneCountry: DEFAULT_PHONE_COUNTRY };

/** The customer's own name: the one rule of sign-up and about-you (shared/validation/name.ts). */
export const signUpRules: Record<SignUpField, FormRule[]> = {
  firstName: ownNameRules('First name'),
  middleName: ownNameRules('Middle name', { required: false }),
  lastName: ownNameRules('Last name'),
  email: [
    {
      validator: (_, value: unknown) =>
        isEmailAddress(value) ? Promise.resolve() : Promise.reject(new Error(signUpMessages.email)),
    },
  ],
  // A validator, not `required: true`: antd would put aria-required on the select's wrapper,
  // where ARIA does not allow it (the select always has a country anyway).
  phoneCountry: [
    {
      validator: (_, value: unknown) =>
        value ? Promise.resolve() : Promise.reject(new Error(signUpMessages.phoneNumber)),
    },
  ],
  phoneNumber: [
    ({ getFieldValue }) => ({
      validator: (_, value: unknown) =>
        typeof value === 'string' &&
        toE164Mobile(value, getFieldValue('phoneCountry') ?? DEFAULT_PHONE_COUNTRY) !== null
          ? Promise.resolve()
          : Promise.reject(new Error(signUpMessages.phoneNumber)),
    }),
  ],
};

/** The request body: trimmed names, the e-mail as typed (the server lower-cases), E.164 phone. */
export const toSignUpDto = (values: SignUpValues, role: Role, preventEmail: boolean): SignUpDto => {
  const middleName = values.middleName?.trim();
  return {
    firstName: values.firstName.trim(),
    ...(middleName ? { middleName } : {}),
    lastName: values.lastName.trim(),
    destination: values.email.trim(),
    role,
    phoneNumber: toE164Mobile(values.phoneNumber, values.phoneCountry) ?? values.phoneNumber.trim(),
    ...(preventEmail ? { preventEmail: true } : {}),
  };
};

const fieldByServerMessage: Record<string, SignUpField> = {
  [signUpMessages.firstName]: 'firstName',
  [signUpMessages.firstNameTooLong]: 'firstName',
  [signUpMessages.middleNameTooLong]: 'middleName',
  [signUpMessages.lastName]: 'lastName',
  [signUpMessages.lastNameTooLong]: 'lastName',
  [signUpMessages.firstNameCharacters]: 'firstName',
  [signUpMessages.middleNameCharacters]: 'middleName',
  [signUpMessages.lastNameCharacters]: 'lastName',
  [signUpMessages.email]: 'email',
  [signUpMessages.phoneNumber]: 'phoneNumber',
};

/** The form field a server validation message belongs to, so it shows under that field. */
export const signUpFieldForMessage = (message: string): SignUpField | undefined =>
  fieldByServerMessage[message];
