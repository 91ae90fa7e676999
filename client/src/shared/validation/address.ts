import type { FormRule } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import type { AddressDto } from '@/api/generated';
import { isValidGbPostcode, isValidPostcodeFor } from './postcode';
import { messages } from './rules';

/**
 * The address rules, once for every form that takes an address: which parts must be there, the
 * longest text, and the postcode checked for the address's country. Each side of the product
 * words a broken rule its spec's way (an `AddressWording`), the rules are the same.
 */

export type AddressField = 'organisation_name' | 'line_1' | 'post_town' | 'country' | 'postcode';

type AddressValue = Partial<AddressDto> | null | undefined;

export type AddressWording = {
  /** The message for a missing part, by part; a part not named here may be left out. */
  required: Partial<Record<AddressField, string>>;
  /** Text shorter than this (spaces aside) counts as missing. */
  minLength: number;
  /** The message for text over 255 characters, by part, where the side checks it. */
  tooLong?: Partial<Record<AddressField, string>>;
  /** The country whose postcode format applies (ISO 3166 alpha-2), or null to leave it be. */
  postcodeCountry: (address: AddressValue) => string | null;
  /** A postcode that is not a valid UK one. */
  invalidPostcode: string;
  /** A postcode not valid for another country; without it only UK postcodes are checked. */
  invalidPostcodeForCountry?: string;
};

const TEXT_MAX = 255;
const TEXT_FIELDS = ['organisation_name', 'line_1', 'post_town', 'country'] as const;
const UK_NAMES = /^(united kingdom|uk|great britain|england|wales|scotland|northern ireland)$/i;

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

const bounded = (label: string) => ({
  short: `${label} must be at least 2 characters long`,
  long: `${label} must be less than 255 characters long`,
});
const line1 = bounded('Address');
const town = bounded('Town');
const country = bounded('Country');

/**
 * customer.md §5 'Address': line 1, town and country 2-255 characters; the postcode valid for
 * the address's country (the UK when none is given). The API's own words.
 */
export const customerAddressWording: AddressWording = {
  required: { line_1: line1.short, post_town: town.short, country: country.short },
  minLength: 2,
  tooLong: { line_1: line1.long, post_town: town.long, country: country.long },
  postcodeCountry: (address) => (address?.country_iso_2 || 'GB').toUpperCase(),
  invalidPostcode: messages.invalidPostcode,
  invalidPostcodeForCountry: messages.invalidPostcodeForCountry,
};

/** admin.md §5 'Law firm': every part but lines 2 and 3; a UK postcode checked as one. */
export const lawFirmAddressWording: AddressWording = {
  required: {
    organisation_name: 'Organisation name is required',
    line_1: 'Address line 1 is required',
    post_town: 'Post town is required',
    country: 'Country is required',
    postcode: 'Postcode is required',
  },
  minLength: 1,
  postcodeCountry: (address) => (UK_NAMES.test(textOf(address?.country)) ? 'GB' : null),
  invalidPostcode: 'Postcode is not valid',
};

/** admin.md §4 transactions group: UK addresses (the company's, the units', the representative's). */
export const ukAddressWording: AddressWording = {
  required: {
    line_1: 'Address line 1 is required',
    post_town: 'Town is required',
    postcode: 'Postcode is required',
  },
  minLength: 1,
  postcodeCountry: () => 'GB',
  invalidPostcode: messages.invalidPostcode,
};

/** Whether anything at all has been entered for an address. */
export const isAddressEmpty = (address: AddressValue): boolean =>
  !address ||
  (textOf(address.line_1) === '' &&
    textOf(address.post_town) === '' &&
    textOf(address.postcode) === '');

const postcodeError = (address: AddressValue, wording: AddressWording): string | undefined => {
  const postcode = textOf(address?.postcode);
  if (postcode === '' && wording.required.postcode) return wording.required.postcode;
  const iso = wording.postcodeCountry(address);
  if (iso === 'GB') return isValidGbPostcode(postcode) ? undefined : wording.invalidPostcode;
  if (iso === null || !wording.invalidPostcodeForCountry) return undefined;
  return isValidPostcodeFor(postcode, iso) ? undefined : wording.invalidPostcodeForCountry;
};

/** Each broken rule of an address, by part, in the side's wording (the customer's by default). */
export const addressErrors = (
  address: AddressValue,
  wording: AddressWording = customerAddressWording,
): Partial<Record<AddressField, string>> => {
  const errors: Partial<Record<AddressField, string>> = {};
  for (const field of TEXT_FIELDS) {
    const text = textOf(address?.[field]);
    const required = wording.required[field];
    const tooLong = wording.tooLong?.[field];
    if (required && text.length < wording.minLength) errors[field] = required;
    else if (tooLong && text.length > TEXT_MAX) errors[field] = tooLong;
  }
  const postcode = postcodeError(address, wording);
  if (postcode) errors.postcode = postcode;
  return errors;
};

const ADDRESS_FIELD_ORDER: AddressField[] = [
  'organisation_name',
  'line_1',
  'post_town',
  'postcode',
  'country',
];

/** The first broken rule of an address, or undefined when it is complete and valid. */
export const firstAddressError = (
  address: AddressValue,
  wording: AddressWording = customerAddressWording,
): string | undefined => {
  const errors = addressErrors(address, wording);
  const field = ADDRESS_FIELD_ORDER.find((name) => errors[name] !== undefined);
  return field ? errors[field] : undefined;
};

const fail = (message: string) => Promise.reject(new Error(message));

/**
 * An address picked with the AddressFinder (one field holding the whole address): empty gives
 * `emptyMessage` when required ('Please search for an address' by default), otherwise the first
 * broken rule.
 */
export const addressRules = ({
  required = true,
  emptyMessage = messages.searchForAddress,
}: { required?: boolean; emptyMessage?: string } = {}): FormRule[] => [
  {
    validator: (_, value: AddressValue) => {
      if (isAddressEmpty(value)) return required ? fail(emptyMessage) : Promise.resolve();
      const error = firstAddressError(value);
      return error ? fail(error) : Promise.resolve();
    },
  },
];

/**
 * One part of an address kept as separate fields under `address` (e.g. `['address']` or
 * `['units', 0]`): the part's broken rule, read from the whole address. Give the postcode's
 * Form.Item `dependencies` on the country when the country can change.
 */
export const addressPartRules = (
  address: NamePath,
  field: AddressField,
  wording: AddressWording,
): FormRule[] => [
  ({ getFieldValue }) => ({
    validator: () => {
      const error = addressErrors(getFieldValue(address) as AddressValue, wording)[field];
      return error ? fail(error) : Promise.resolve();
    },
  }),
];
