import type { AddressDto } from '@/api/generated';

/** A UK address's country, as every property address reads. */
export const UNITED_KINGDOM = { country: 'United Kingdom', country_iso_2: 'GB' } as const;

/** The parts of an address the finder lets a user type or correct. */
export type EditableField = 'line_1' | 'line_2' | 'post_town' | 'county' | 'postcode';

export const fieldLabels: Record<EditableField, string> = {
  line_1: 'Address line 1',
  line_2: 'Address line 2 (optional)',
  post_town: 'Town or city',
  county: 'County (optional)',
  postcode: 'Post Code',
};

export const autoCompleteHints: Record<EditableField, string> = {
  line_1: 'address-line1',
  line_2: 'address-line2',
  post_town: 'address-level2',
  county: 'address-level1',
  postcode: 'postal-code',
};

export const EDITABLE_FIELDS: EditableField[] = [
  'line_1',
  'line_2',
  'post_town',
  'county',
  'postcode',
];

export const emptyAddress = (country: { country: string; country_iso_2: string }): AddressDto => ({
  line_1: '',
  post_town: '',
  postcode: '',
  ...country,
});
