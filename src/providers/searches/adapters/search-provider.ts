import { ProviderError } from '@/platform/common/provider-http';
import type { SearchProductCode } from '@/platform/config/providers/searches';
import type { SearchStatusKind } from '@/providers/searches/searches.rules';

export const SEARCH_PROVIDER = 'searches';
export const SEARCH_PROVIDER_UNAVAILABLE =
  'The search provider is unavailable right now. Please try again later.';

/** A property address in Royal Mail PAF fields, as OneSearch takes it. */
export type PafAddress = {
  organisationName?: string | null;
  /** A flat: 'Flat 2'. */
  subBuildingName?: string | null;
  buildingName?: string | null;
  buildingNumber?: string | null;
  dependentThoroughfare?: string | null;
  thoroughfare: string | null;
  dependentLocality?: string | null;
  postTown: string;
  county?: string | null;
  postCode: string;
};

export type SearchOrderRequest = {
  /** Our reference for the order (requester reference); one per order. */
  reference: string;
  address: PafAddress;
  products: SearchProductCode[];
};

export type OrderAcknowledgement =
  | {
      outcome: 'acknowledged';
      requesterReference: string;
      /** The hub's reference: pushes about the order carry it. */
      facilitatorReference: string;
      supplierReference: string | null;
    }
  | { outcome: 'rejected'; requesterReference: string; reason: string };

export type SearchProductUpdate = {
  productCode: string;
  status: SearchStatusKind;
  /** The status as the provider wrote it. */
  providerStatus: string;
  estimatedCompletion: Date | null;
  completionDate: Date | null;
};

export type SearchResultDocument = {
  filename: string;
  mimeType: string;
  description: string | null;
  date: Date | null;
  content: Buffer;
};

/** What the provider pushes to us, read and authenticated by SearchPushIntake. */
export type SearchPush =
  | {
      kind: 'status';
      requesterReference: string | null;
      facilitatorReference: string | null;
      products: SearchProductUpdate[];
    }
  | {
      kind: 'results';
      requesterReference: string | null;
      facilitatorReference: string | null;
      issuedAt: Date | null;
      products: (SearchProductUpdate & { documents: SearchResultDocument[] })[];
    };

/**
 * Port of the property-search provider: a OneSearch-style PISCES endpoint when SEARCHES_API_URL
 * is set, the local simulator otherwise. Orders go out with `submitOrder`; status updates and
 * results come back as pushes that SearchPushIntake reads (the simulator delivers its pushes
 * through the same intake).
 */
export abstract class SearchProvider {
  abstract readonly name: 'pisces' | 'simulator';
  /** Submits an order; the same `reference` submitted again answers the same acknowledgement. */
  abstract submitOrder(order: SearchOrderRequest): Promise<OrderAcknowledgement>;
}

/** Stands in where neither the provider nor the simulator may run (production without settings). */
export class UnconfiguredSearchProvider extends SearchProvider {
  readonly name = 'pisces';
  async submitOrder(): Promise<never> {
    throw new ProviderError(SEARCH_PROVIDER, 'not_configured', 'Searches are not configured.');
  }
}
