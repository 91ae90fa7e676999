import { ProviderError } from '@/platform/common/provider-http';
import type { SearchOrderRequest } from '@/providers/searches/adapters/search-provider';

/** A clock a test moves by hand, for adapters that read the time from an injected clock. */
export function manualClock(start = '2025-03-01T09:00:00Z') {
  let now = new Date(start);
  return {
    now: () => now,
    advanceSeconds: (seconds: number) => {
      now = new Date(now.getTime() + seconds * 1000);
    },
  };
}

/** The ProviderError a provider call fails with (fails the test if it succeeds or throws else). */
export async function providerRejection(call: Promise<unknown>): Promise<ProviderError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ProviderError) return error;
    throw error;
  }
  throw new Error('expected the provider call to fail');
}

/** A search order for a flat on Quay Walk, Bristol, with every product unless told otherwise. */
export function searchOrder(
  reference: string,
  overrides: Partial<SearchOrderRequest> = {},
): SearchOrderRequest {
  return {
    reference,
    address: {
      subBuildingName: 'Flat 2',
      buildingName: 'Harbour House',
      buildingNumber: '4',
      thoroughfare: 'Quay Walk',
      dependentLocality: 'Harbourside',
      postTown: 'Bristol',
      postCode: 'BS1 4DJ',
    },
    products: ['LLC1CON29', 'ONESEARCHDW', 'ENVRES', 'HOMECHECKPRO', 'LANDREGPLAN'],
    ...overrides,
  };
}
