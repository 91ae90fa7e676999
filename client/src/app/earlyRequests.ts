import type {
  PublicConfigControllerPublicApiResponse,
  PurchaseIntentsControllerGetApiResponse,
  TrackerControllerPurchaseApiResponse,
  TrackerControllerSaleApiResponse,
  TransactionsControllerGetApiResponse,
  UsersControllerCurrentApiResponse,
} from '@/api/generated';
import { preloadFirstScreen } from '@/app/firstScreen';
import { normalizeFirstScreenPath } from '@/app/firstScreenRoutes';
import { hasSessionHint } from '@/features/auth/sessionHint';
import { fetchPublicConfig } from '@/features/public-config/fetchPublicConfig';
import { isObjectId } from '@/features/sell/objectId';

/**
 * What main.tsx asks for at once, alongside the full app's code, so that nothing waits for the
 * code to arrive before asking the server: bootApp puts the answers in the store before the
 * first render (each is undefined when it failed; the app then asks again as usual).
 */
export type EarlyRequests = {
  /** GET /api/config/public. */
  config: Promise<PublicConfigControllerPublicApiResponse | undefined>;
  /** The first page's module (firstScreen.ts); resolves once loaded or failed. */
  firstPage: Promise<void>;
  /** GET /api/users/current, when the browser holds a session (its hint cookie). */
  user?: Answer<UsersControllerCurrentApiResponse>;
  /** On a seller's tracker (/dashboard/sell/{id}, /sell/{id}): the sale and its tracker. */
  sale?: {
    id: string;
    transaction: Answer<TransactionsControllerGetApiResponse>;
    tracker: Answer<TrackerControllerSaleApiResponse>;
  };
  /** On a buyer's tracker (/dashboard/buy/{id}, /buy/{id}): the purchase and its tracker. */
  purchase?: {
    id: string;
    intent: Answer<PurchaseIntentsControllerGetApiResponse>;
    tracker: Answer<TrackerControllerPurchaseApiResponse>;
  };
};

/** A JSON answer taken as the API's type for that route, or undefined when it failed. */
type Answer<T> = Promise<T | undefined>;

/** GET `path` on this origin with the session cookie; never rejects (a failure gives undefined). */
export const fetchEarlyJson = async <T>(path: string): Answer<T> => {
  try {
    const response = await fetch(new URL(path, window.location.origin), {
      credentials: 'same-origin',
    });
    if (!response.ok) return undefined;
    const data: unknown = await response.json();
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as T) : undefined;
  } catch {
    return undefined;
  }
};

const SELLER_TRACKER = /^\/(?:dashboard\/)?sell\/([^/]+)$/;
const BUYER_TRACKER = /^\/(?:dashboard\/)?buy\/([^/]+)$/;

/** Starts the requests the full app's first screen at `pathname` needs (see EarlyRequests). */
export const startEarlyRequests = (
  pathname: string,
  signedIn: boolean = hasSessionHint(),
): EarlyRequests => {
  const early: EarlyRequests = {
    config: fetchPublicConfig() as EarlyRequests['config'],
    firstPage: preloadFirstScreen(pathname),
  };
  if (!signedIn) return early;
  early.user = fetchEarlyJson('/api/users/current');
  const path = normalizeFirstScreenPath(pathname);
  const saleId = SELLER_TRACKER.exec(path)?.[1];
  if (saleId && isObjectId(saleId)) {
    early.sale = {
      id: saleId,
      transaction: fetchEarlyJson(`/api/transaction/${saleId}`),
      tracker: fetchEarlyJson(`/api/tracker/sales/${saleId}`),
    };
  }
  const purchaseId = BUYER_TRACKER.exec(path)?.[1];
  if (purchaseId && isObjectId(purchaseId)) {
    early.purchase = {
      id: purchaseId,
      intent: fetchEarlyJson(`/api/purchase-intent/${purchaseId}`),
      tracker: fetchEarlyJson(`/api/tracker/purchases/${purchaseId}`),
    };
  }
  return early;
};
