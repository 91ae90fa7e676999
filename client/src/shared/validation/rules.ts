import type { FormRule } from 'antd';
import { isEmailAddress } from './email';
import { isPersonName, ownNameProblem, personNameMessage } from './name';
import { isValidMobile } from './phone';

/**
 * antd field rules, one per field kind, worded exactly as the API's validation messages
 * (customer.md §5) so a user sees the same sentence whichever side catches the mistake.
 */

export const messages = {
  selectOption: 'Please select an option',
  provideDetails: 'Please provide details',
  invalidPrice: 'Invalid price format',
  invalidEmail: 'Please enter a valid email address',
  invalidMobile: 'Invalid mobile number',
  searchForAddress: 'Please search for an address',
  invalidPostcode: 'Invalid postcode',
  invalidPostcodeForCountry: 'Invalid postcode for the specified country',
} as const;

/** customer.md §5 and §9: asking and agreed prices, whole pounds. */
export const PRICE_MIN = 99_000;
export const PRICE_MAX = 100_000_000;

export const priceBoundsMessage = (label: string): string =>
  `${label} must be higher than £99,000 and less than £100,000,000`;

const NAME_MIN = 2;
const NAME_MAX = 255;

/** 'First name must be at least 2 characters long' / '... less than 255 characters long'. */
export const boundedTextError = (label: string, value: unknown): string | undefined => {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text.length < NAME_MIN) return `${label} must be at least 2 characters long`;
  if (text.length > NAME_MAX) return `${label} must be less than 255 characters long`;
  return undefined;
};

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const fail = (message: string) => Promise.reject(new Error(message));

/** A choice (select, radio, yes/no) must be made: 'Please select an option'. */
export const selectRule: FormRule = {
  validator: (_, value: unknown) =>
    isBlank(value) ? fail(messages.selectOption) : Promise.resolve(),
};

/** Free text that must be filled in: 'Please provide details'. */
export const detailsRule: FormRule = {
  validator: (_, value: unknown) =>
    isBlank(value) ? fail(messages.provideDetails) : Promise.resolve(),
};

/**
 * A person's name ('First name', 'Last name': 2-255 characters; an optional 'Middle name' may be
 * blank or a single initial, as at sign-up) of name characters only (./name.ts), in the API's
 * words.
 */
export const personNameRules = (label: string, { required = true } = {}): FormRule[] => [
  {
    validator: (_, value: unknown) => {
      if (!required && isBlank(value)) return Promise.resolve();
      const text = typeof value === 'string' ? value.trim() : '';
      // A middle name has no minimum: 'J' is one.
      if (required || text.length > NAME_MAX) {
        const error = boundedTextError(label, value);
        if (error) return fail(error);
      }
      return isPersonName(text) ? Promise.resolve() : fail(personNameMessage(label));
    },
  },
];

/**
 * The customer's own first, middle or last name: the one rule of sign-up and about-you
 * (./name.ts `ownNameProblem`).
 */
export const ownNameRules = (label: string, { required = true } = {}): FormRule[] => [
  {
    validator: (_, value: unknown) => {
      const problem = ownNameProblem(label, value, { required });
      return problem ? fail(problem) : Promise.resolve();
    },
  },
];

/**
 * 'Please enter a valid email address' (or `message`); required unless `required` is false, with
 * `requiredMessage` for a blank field when a form words that apart.
 */
export const emailRules = ({
  required = true,
  message = messages.invalidEmail,
  requiredMessage = message,
}: { required?: boolean; message?: string; requiredMessage?: string } = {}): FormRule[] => [
  {
    validator: (_, value: unknown) => {
      if (isBlank(value)) return required ? fail(requiredMessage) : Promise.resolve();
      return isEmailAddress(value) ? Promise.resolve() : fail(message);
    },
  },
];

/** 'Invalid mobile number'; required unless `required` is false. */
export const mobileRules = ({ required = true } = {}): FormRule[] => [
  {
    validator: (_, value: unknown) => {
      if (isBlank(value)) return required ? fail(messages.invalidMobile) : Promise.resolve();
      return typeof value === 'string' && isValidMobile(value)
        ? Promise.resolve()
        : fail(messages.invalidMobile);
    },
  },
];

/**
 * Whole-pound prices: 'Invalid price format' when missing or not a whole positive number, and the
 * bounds message (e.g. 'Asking price must be higher than £99,000 and less than £100,000,000').
 */
export const priceRules = (label: string): FormRule[] => [
  {
    validator: (_, value: unknown) => {
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
        return fail(messages.invalidPrice);
      }
      if (value < PRICE_MIN || value > PRICE_MAX) return fail(priceBoundsMessage(label));
      return Promise.resolve();
    },
  },
];

/** Text of at least `min` characters once surrounding spaces are ignored, else `message`. */
export const minLengthRule = (min: number, message: string): FormRule => ({
  validator: (_, value: unknown) =>
    typeof value === 'string' && value.trim().length >= min ? Promise.resolve() : fail(message),
});
