import { Logger } from '@nestjs/common';
import { UpstreamError } from '@/platform/common/errors';
import type { Address } from '@/platform/database/schema';
import { AddressFinder, AddressQuery, AddressSuggestion, SUGGESTION_LIMIT } from './address-finder';

const FIND_PATH = '/Capture/Interactive/Find/v1.10/json3.ws';
const RETRIEVE_PATH = '/Capture/Interactive/Retrieve/v1.20/json3.ws';
const UNAVAILABLE = 'The address finder is unavailable right now. Please try again later.';

/** Loqate's error item, answered with HTTP 200 in place of results. */
type LoqateErrorItem = { Error: string; Description: string; Cause?: string; Resolution?: string };

/** The Retrieve fields we read (Loqate sends more). */
export type LoqateRetrieveItem = {
  Id?: string;
  Company?: string;
  SubBuilding?: string;
  BuildingNumber?: string;
  BuildingName?: string;
  SecondaryStreet?: string;
  Street?: string;
  Neighbourhood?: string;
  District?: string;
  City?: string;
  Line1?: string;
  Line2?: string;
  Line3?: string;
  Line4?: string;
  Line5?: string;
  AdminAreaName?: string;
  Province?: string;
  ProvinceName?: string;
  PostalCode?: string;
  CountryName?: string;
  CountryIso2?: string;
  POBoxNumber?: string;
  Type?: string;
  /** {UPRN}, {Latitude} and {Longitude}, asked for with Field1Format..Field3Format. */
  Field1?: string;
  Field2?: string;
  Field3?: string;
};

class LoqateError extends Error {
  constructor(readonly item: LoqateErrorItem) {
    super(`Loqate error ${item.Error}: ${item.Description}`);
  }
}

/**
 * Loqate Capture Interactive over HTTPS: Find (v1.10) with container drill-down, and Retrieve
 * (v1.20) for the full address. Called from our server, so IsMiddleware is set (no IP biasing).
 */
export class LoqateAddressFinder extends AddressFinder {
  readonly name = 'loqate';
  private readonly logger = new Logger('Loqate');

  constructor(
    private readonly apiKey: string,
    private readonly baseUrl: string,
    private readonly timeoutMs = 8000,
  ) {
    super();
  }

  async find(query: AddressQuery): Promise<AddressSuggestion[]> {
    const params = new URLSearchParams({
      Key: this.apiKey,
      Text: query.text,
      IsMiddleware: 'true',
      Countries: query.country,
      Limit: String(SUGGESTION_LIMIT),
      Language: 'en-gb',
    });
    if (query.containerId) params.set('Container', query.containerId);
    const items = await this.call<AddressSuggestion>(FIND_PATH, params);
    return items.map((item) => ({
      Id: String(item.Id ?? ''),
      Type: String(item.Type ?? ''),
      Text: String(item.Text ?? ''),
      Highlight: String(item.Highlight ?? ''),
      Description: String(item.Description ?? ''),
    }));
  }

  async retrieve(id: string): Promise<Address | null> {
    const params = new URLSearchParams({
      Key: this.apiKey,
      Id: id,
      Field1Format: '{UPRN}',
      Field2Format: '{Latitude}',
      Field3Format: '{Longitude}',
    });
    try {
      const items = await this.call<LoqateRetrieveItem>(RETRIEVE_PATH, params);
      return items[0] ? fromLoqate(items[0]) : null;
    } catch (error) {
      // 1001 on Retrieve: the Id is not an address Loqate knows
      if (error instanceof UpstreamError && (error.cause as LoqateError)?.item?.Error === '1001') {
        return null;
      }
      throw error;
    }
  }

  private async call<T>(path: string, params: URLSearchParams): Promise<T[]> {
    let body: { Items?: unknown[] };
    try {
      const response = await fetch(`${this.baseUrl}${path}?${params.toString()}`, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      body = (await response.json()) as { Items?: unknown[] };
    } catch (error) {
      this.logger.warn({ msg: 'Loqate request failed', path, error: (error as Error).message });
      throw new UpstreamError(UNAVAILABLE);
    }
    const items = Array.isArray(body?.Items) ? body.Items : [];
    const failure = items.find(isErrorItem);
    if (failure) {
      this.logger.warn({
        msg: 'Loqate answered an error',
        path,
        code: failure.Error,
        description: failure.Description,
        cause: failure.Cause,
      });
      const error = new UpstreamError(UNAVAILABLE);
      error.cause = new LoqateError(failure);
      throw error;
    }
    return items as T[];
  }
}

function isErrorItem(item: unknown): item is LoqateErrorItem {
  return typeof item === 'object' && item !== null && 'Error' in item;
}

const text = (value: string | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

const coordinate = (value: string | undefined): number | null => {
  const parsed = value === undefined || value.trim() === '' ? NaN : Number(value);
  return Number.isFinite(parsed) ? parsed : null;
};

/** Maps a Loqate Retrieve item to our Address. */
export function fromLoqate(item: LoqateRetrieveItem): Address {
  const street = [item.SecondaryStreet, item.Street].map(text).filter(Boolean).join(', ');
  const premise = [item.SubBuilding, item.BuildingName, item.BuildingNumber]
    .map(text)
    .filter(Boolean)
    .join(', ');
  const address: Address = {
    line_1: text(item.Line1),
    line_2: text(item.Line2),
    line_3: text([item.Line3, item.Line4, item.Line5].map(text).filter(Boolean).join(', ')),
    post_town: text(item.City),
    county: text(item.Province) ?? text(item.ProvinceName) ?? text(item.AdminAreaName),
    postcode: text(item.PostalCode),
    country: text(item.CountryName),
    country_iso_2: text(item.CountryIso2),
    uprn: text(item.Field1),
    district: text(item.District) ?? text(item.Neighbourhood),
    building_number: text(item.BuildingNumber),
    building_name: text(item.BuildingName),
    sub_building_name: text(item.SubBuilding),
    street: street || null,
    premise: premise || null,
    organisation_name: text(item.Company),
    po_box: text(item.POBoxNumber),
    latitude: coordinate(item.Field2),
    longitude: coordinate(item.Field3),
  };
  return Object.fromEntries(
    Object.entries(address).filter(([, value]) => value !== null && value !== undefined),
  ) as Address;
}
