import type { Address } from '@/platform/database/schema';

/** One suggestion of a search, in Loqate Capture Interactive's shape. */
export type AddressSuggestion = {
  /** An address id (Type 'Address') for details, or a container id to search within. */
  Id: string;
  /** 'Address', or a container such as 'Postcode' or 'Street'. */
  Type: string;
  Text: string;
  /** Matched character ranges of Text, e.g. '0-3,4-7'. */
  Highlight: string;
  Description: string;
};

export type AddressQuery = {
  text: string;
  /** ISO 3166-1 alpha-2 country to search in. */
  country: string;
  /** Id of a container suggestion (postcode, street) to list what it holds. */
  containerId?: string;
};

/** Port of the address finder: Loqate in production, a bundled sample set in development. */
export abstract class AddressFinder {
  abstract readonly name: string;
  abstract find(query: AddressQuery): Promise<AddressSuggestion[]>;
  /** The full address of an address id; null when the id names no address. */
  abstract retrieve(id: string): Promise<Address | null>;
}

export const SUGGESTION_LIMIT = 10;
