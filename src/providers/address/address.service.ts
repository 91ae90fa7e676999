import { Inject, Injectable } from '@nestjs/common';
import type { SessionUser } from '@/platform/common/decorators';
import { NotFoundError, ValidationError } from '@/platform/common/errors';
import { RateLimiter } from '@/platform/rate-limit/rate-limit';
import type { AddressDto } from '@/platform/common/validators';
import countries from '@/platform/common/data/countries.json';
import { AddressFinder } from './adapters/address-finder';
import { AddressSearchQueryDto, AddressSuggestionDto, CountryDto } from './dto/address.dto';

export const MIN_QUERY_LENGTH = 3;
/** Searches a user may make in the window: generous for typing, a stop for scripts (each costs). */
const SEARCH_LIMIT = 300;
const SEARCH_WINDOW_SECONDS = 5 * 60;

const collator = new Intl.Collator('en-GB', { sensitivity: 'base' });

/** The country list, United Kingdom first, then by name. */
export const COUNTRIES: CountryDto[] = [...(countries as CountryDto[])].sort((a, b) =>
  a.iso2 === 'GB' ? -1 : b.iso2 === 'GB' ? 1 : collator.compare(a.name, b.name),
);

@Injectable()
export class AddressService {
  constructor(
    @Inject(AddressFinder) private readonly finder: AddressFinder,
    private readonly limiter: RateLimiter,
  ) {}

  async search(viewer: SessionUser, query: AddressSearchQueryDto): Promise<AddressSuggestionDto[]> {
    const text = query.query ?? '';
    if (!query.containerId && text.length < MIN_QUERY_LENGTH) {
      throw new ValidationError([`Please enter at least ${MIN_QUERY_LENGTH} characters`]);
    }
    const country = countryCode(query.country ?? 'GB');
    await this.limiter.hit(
      [{ key: `address-search:${viewer._id}`, limit: SEARCH_LIMIT }],
      SEARCH_WINDOW_SECONDS,
      'Too many requests. Please wait a moment and try again.',
    );
    return this.finder.find({ text, country, containerId: query.containerId });
  }

  async details(id: string): Promise<AddressDto> {
    const address = await this.finder.retrieve(id);
    if (!address) throw new NotFoundError('Address not found');
    return address as AddressDto;
  }

  countries(): CountryDto[] {
    return COUNTRIES;
  }
}

/** An ISO alpha-2 code from a code or an English country name ('UK' reads as GB). */
function countryCode(value: string): string {
  const wanted = value.trim();
  if (/^(uk|united kingdom|great britain)$/i.test(wanted)) return 'GB';
  const found = COUNTRIES.find(
    (c) => c.iso2.toLowerCase() === wanted.toLowerCase() || collator.compare(c.name, wanted) === 0,
  );
  if (!found) throw new ValidationError(['Please select an option']);
  return found.iso2;
}
