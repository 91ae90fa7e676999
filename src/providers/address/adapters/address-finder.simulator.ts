import type { Address } from '@/platform/database/schema';
import { isValidGbPostcode, normalisePostcode } from '@/platform/common/postcode';
import sample from '../data/uk-addresses.sample.json';
import { AddressFinder, AddressQuery, AddressSuggestion, SUGGESTION_LIMIT } from './address-finder';

type SampleAddress = Omit<Address, 'country' | 'country_iso_2'> & {
  id: string;
  line_1: string;
  street: string;
  post_town: string;
  postcode: string;
};

type Indexed = SampleAddress & { text: string; words: string[] };

const POSTCODE_CONTAINER = 'SIM|PC|';
const STREET_CONTAINER = 'SIM|ST|';
/** A street with at least this many matches is offered as one container, as Loqate does. */
const STREET_GROUP_MIN = 3;

/**
 * The address finder of the embedded default: Loqate's behaviour over a bundled sample of
 * fictional UK addresses. A postcode (or its outward part) answers postcode containers that drill
 * down to addresses; other text matches words of addresses, busy streets coming back as street
 * containers.
 */
export class AddressFinderSimulator extends AddressFinder {
  readonly name = 'simulator';
  private readonly addresses: Indexed[];

  constructor(addresses: SampleAddress[] = (sample as { addresses: SampleAddress[] }).addresses) {
    super();
    this.addresses = addresses.map((address) => {
      const text = suggestionText(address);
      return {
        ...address,
        text,
        words: `${text} ${address.post_town} ${address.postcode}`.toLowerCase().split(/[\s,]+/),
      };
    });
  }

  async find(query: AddressQuery): Promise<AddressSuggestion[]> {
    if (query.country.toUpperCase() !== 'GB') return [];
    if (query.containerId) return this.open(query.containerId);
    const text = query.text.trim();
    const compact = text.toUpperCase().replace(/\s+/g, '');
    if (isValidGbPostcode(compact) || /^[A-Z]{1,2}\d[A-Z\d]?\d?$/.test(compact)) {
      return this.postcodeContainers(compact, text);
    }
    return this.search(text);
  }

  async retrieve(id: string): Promise<Address | null> {
    const found = this.addresses.find((address) => address.id === id);
    if (!found) return null;
    const { id: _id, text: _text, words: _words, ...address } = found;
    return { ...address, country: 'United Kingdom', country_iso_2: 'GB' };
  }

  private open(containerId: string): AddressSuggestion[] {
    let members: Indexed[] = [];
    if (containerId.startsWith(POSTCODE_CONTAINER)) {
      const postcode = containerId.slice(POSTCODE_CONTAINER.length);
      members = this.addresses.filter((address) => address.postcode === postcode);
    } else if (containerId.startsWith(STREET_CONTAINER)) {
      const [street, town] = containerId.slice(STREET_CONTAINER.length).split('|');
      members = this.addresses.filter((a) => a.street === street && a.post_town === town);
    }
    return members.map((address) => toSuggestion(address, ''));
  }

  private postcodeContainers(compact: string, typed: string): AddressSuggestion[] {
    const byPostcode = new Map<string, Indexed[]>();
    for (const address of this.addresses) {
      if (!address.postcode.replace(' ', '').startsWith(compact)) continue;
      byPostcode.set(address.postcode, [...(byPostcode.get(address.postcode) ?? []), address]);
    }
    return [...byPostcode.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .slice(0, SUGGESTION_LIMIT)
      .map(([postcode, members]) => {
        const streets = [...new Set(members.map((m) => m.street))].join(', ');
        return {
          Id: `${POSTCODE_CONTAINER}${postcode}`,
          Type: 'Postcode',
          Text: postcode,
          Highlight: highlight(postcode, normalisePostcode(typed).split(' ')),
          Description: `${streets}, ${members[0].post_town} - ${members.length} Addresses`,
        };
      });
  }

  private search(text: string): AddressSuggestion[] {
    const terms = text
      .toLowerCase()
      .split(/[\s,]+/)
      .filter(Boolean);
    if (terms.length === 0) return [];
    const matches = this.addresses.filter((address) =>
      terms.every((term) => address.words.some((word) => word.startsWith(term))),
    );
    const streets = new Map<string, Indexed[]>();
    for (const address of matches) {
      const key = `${address.street}|${address.post_town}`;
      streets.set(key, [...(streets.get(key) ?? []), address]);
    }
    const suggestions: AddressSuggestion[] = [];
    for (const [key, members] of streets) {
      if (members.length >= STREET_GROUP_MIN) {
        suggestions.push({
          Id: `${STREET_CONTAINER}${key}`,
          Type: 'Street',
          Text: members[0].street,
          Highlight: highlight(members[0].street, terms),
          Description: `${members[0].post_town} - ${members.length} Addresses`,
        });
      } else {
        suggestions.push(...members.map((address) => toSuggestion(address, text)));
      }
    }
    return suggestions.slice(0, SUGGESTION_LIMIT);
  }
}

function suggestionText(address: SampleAddress): string {
  return [address.organisation_name, address.line_1, address.line_2, address.line_3]
    .filter(Boolean)
    .join(', ');
}

function toSuggestion(address: Indexed, typed: string): AddressSuggestion {
  return {
    Id: address.id,
    Type: 'Address',
    Text: address.text,
    Highlight: highlight(
      address.text,
      typed
        .toLowerCase()
        .split(/[\s,]+/)
        .filter(Boolean),
    ),
    Description: `${address.post_town}, ${address.postcode}`,
  };
}

/** Loqate-style ranges ('0-3,4-7') of where the typed words start words of `text`. */
function highlight(text: string, terms: string[]): string {
  const lower = text.toLowerCase();
  const ranges: string[] = [];
  for (const term of terms) {
    const at = lower.search(new RegExp(`(^|[\\s,])${escapeRegExp(term.toLowerCase())}`));
    if (at === -1) continue;
    const start = at === 0 && !/[\s,]/.test(lower[0]) ? 0 : at + 1;
    ranges.push(`${start}-${start + term.length}`);
  }
  return ranges.join(',');
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
