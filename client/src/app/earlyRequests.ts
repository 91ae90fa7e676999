import type {
  PurchaseDocumentsApiResponse,
  SaleDocumentsApiResponse,
  ProgressEmailsApiResponse,
  PublicConfigApiResponse,
  PurchaseApiResponse,
  PurchaseTrackerApiResponse,
  SaleTrackerApiResponse,
  SaleApiResponse,
  CurrentUserApiResponse,
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
  /** The answers came with the page: the server rendered it with them (servedAnswers). */
  served?: boolean;
  /** GET /api/config/public. */
  config: Promise<PublicConfigApiResponse | undefined>;
  /** The first page's module (firstScreen.ts); resolves once loaded or failed. */
  firstPage: Promise<void>;
  /** GET /api/users/current, when the browser holds a session (its hint cookie). */
  user?: Answer<CurrentUserApiResponse>;
  /** On a tracker: whether the customer gets progress e-mails (its switch). */
  progressEmails?: Answer<ProgressEmailsApiResponse>;
  /** On a seller's tracker (/dashboard/sell/{id}, /sell/{id}): the sale, its tracker, its files. */
  sale?: {
    id: string;
    transaction: Answer<SaleApiResponse>;
    tracker: Answer<SaleTrackerApiResponse>;
    documents: Answer<SaleDocumentsApiResponse>;
  };
  /** On a buyer's tracker (/dashboard/buy/{id}, /buy/{id}): the purchase, its tracker, its files. */
  purchase?: {
    id: string;
    intent: Answer<PurchaseApiResponse>;
    tracker: Answer<PurchaseTrackerApiResponse>;
    documents: Answer<PurchaseDocumentsApiResponse>;
  };
};

/** A JSON answer taken as the API's type for that route, or undefined when it failed. */
type Answer<T> = Promise<T | undefined>;

/** The answers themselves, as the server puts them in a page it rendered (FIRST_ANSWERS_ID). */
export type FirstAnswers = {
  config?: PublicConfigApiResponse;
  user?: CurrentUserApiResponse;
  progressEmails?: ProgressEmailsApiResponse;
  sale?: {
    id: string;
    transaction?: SaleApiResponse;
    tracker?: SaleTrackerApiResponse;
    documents?: SaleDocumentsApiResponse;
  };
  purchase?: {
    id: string;
    intent?: PurchaseApiResponse;
    tracker?: PurchaseTrackerApiResponse;
    documents?: PurchaseDocumentsApiResponse;
  };
};

/** The page's JSON element (type application/json) holding what the server rendered it with. */
export const FIRST_ANSWERS_ID = 'th-first-answers';
type ServedAnswers = { url: string; answers: FirstAnswers };

/** The public configuration's path (also preloaded by the server's HTML). */
const PUBLIC_CONFIG_PATH = '/api/config/public';

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

/**
 * The API paths the full app's first screen at `pathname` reads before its first render (see
 * EarlyRequests), in the same shape. Read by main.tsx here and by the server, which renders a
 * signed-in customer's tracker with the same answers (prerender/renderFirstScreen.tsx): it needs
 * the configuration, the user, and the sale or purchase with its tracker (the first two of each
 * side); the rest it renders with when they answer.
 */
export type FirstReads = {
  config: string;
  user?: string;
  progressEmails?: string;
  sale?: { id: string; transaction: string; tracker: string; documents: string };
  purchase?: { id: string; intent: string; tracker: string; documents: string };
};

export const firstReads = (pathname: string, signedIn: boolean): FirstReads => {
  const reads: FirstReads = { config: PUBLIC_CONFIG_PATH };
  if (!signedIn) return reads;
  reads.user = '/api/users/current';
  const path = normalizeFirstScreenPath(pathname);
  const saleId = SELLER_TRACKER.exec(path)?.[1];
  if (saleId && isObjectId(saleId)) {
    reads.sale = {
      id: saleId,
      transaction: `/api/transaction/${saleId}`,
      tracker: `/api/tracker/sales/${saleId}`,
      documents: `/api/documents/sale/${saleId}`,
    };
  }
  const purchaseId = BUYER_TRACKER.exec(path)?.[1];
  if (purchaseId && isObjectId(purchaseId)) {
    reads.purchase = {
      id: purchaseId,
      intent: `/api/purchase-intent/${purchaseId}`,
      tracker: `/api/tracker/purchases/${purchaseId}`,
      documents: `/api/documents/purchase/${purchaseId}`,
    };
  }
  if (reads.sale || reads.purchase) reads.progressEmails = '/api/me/progress-emails';
  return reads;
};

/**
 * The answers the server rendered this page with, when it did (a signed-in customer's tracker:
 * src/common/first-render.ts): read once from the page's JSON element, then removed. Only for
 * the address they were rendered for.
 */
const servedAnswers = (location: Pick<Location, 'pathname' | 'search'>) => {
  const element = document.getElementById(FIRST_ANSWERS_ID);
  if (!element) return undefined;
  element.remove();
  try {
    const served = JSON.parse(element.textContent ?? '') as ServedAnswers;
    return served.url === `${location.pathname}${location.search}` ? served.answers : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Starts the requests the full app's first screen at `location` needs (see EarlyRequests); on a
 * page the server rendered with its answers, takes those instead (`served`).
 */
export const startEarlyRequests = (
  location: Pick<Location, 'pathname' | 'search'>,
  signedIn: boolean = hasSessionHint(),
): EarlyRequests => {
  const reads = firstReads(location.pathname, signedIn);
  const served = signedIn ? servedAnswers(location) : undefined;
  const firstPage = preloadFirstScreen(location.pathname);
  if (served) {
    const { config, user, progressEmails, sale, purchase } = served;
    return {
      served: true,
      config: Promise.resolve(config),
      firstPage,
      user: Promise.resolve(user),
      progressEmails: Promise.resolve(progressEmails),
      sale: sale && {
        id: sale.id,
        transaction: Promise.resolve(sale.transaction),
        tracker: Promise.resolve(sale.tracker),
        documents: Promise.resolve(sale.documents),
      },
      purchase: purchase && {
        id: purchase.id,
        intent: Promise.resolve(purchase.intent),
        tracker: Promise.resolve(purchase.tracker),
        documents: Promise.resolve(purchase.documents),
      },
    };
  }
  return {
    config: fetchPublicConfig() as EarlyRequests['config'],
    firstPage,
    user: reads.user === undefined ? undefined : fetchEarlyJson(reads.user),
    progressEmails:
      reads.progressEmails === undefined ? undefined : fetchEarlyJson(reads.progressEmails),
    sale: reads.sale && {
      id: reads.sale.id,
      transaction: fetchEarlyJson(reads.sale.transaction),
      tracker: fetchEarlyJson(reads.sale.tracker),
      documents: fetchEarlyJson(reads.sale.documents),
    },
    purchase: reads.purchase && {
      id: reads.purchase.id,
      intent: fetchEarlyJson(reads.purchase.intent),
      tracker: fetchEarlyJson(reads.purchase.tracker),
      documents: fetchEarlyJson(reads.purchase.documents),
    },
  };
};
