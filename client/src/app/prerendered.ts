import type { PublicConfigDto } from '@/api/generated';
import { normalizeFirstScreenPath } from '@/app/firstScreenRoutes';

/*
 * The build's prerendered first screens (firstScreenRoutes.ts PRERENDERED_PATHS), shared by the
 * prerender (prerender/renderFirstScreen.tsx), the server (src/common/static-assets.ts, which
 * copies these names) and bootApp, which decides how the app takes the HTML over.
 */

/** The attribute the server sets on #root, holding the prerendered path, when it sent one. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * Stand-ins for the deployment's product name and support e-mail, which the build does not know:
 * the server puts the configured ones (HTML-escaped) in their place when it reads the prerender.
 */
export const PRODUCT_NAME_TOKEN = '__THRESHOLD_PRODUCT_NAME__';
export const SUPPORT_EMAIL_TOKEN = '__THRESHOLD_SUPPORT_EMAIL__';

/**
 * The public configuration the prerender renders with. What it renders from besides the two
 * names: no HubSpot form (the partner page's own enquiry form).
 */
export const PRERENDER_CONFIG: PublicConfigDto = {
  productName: PRODUCT_NAME_TOKEN,
  supportEmail: SUPPORT_EMAIL_TOKEN,
  environment: 'production',
  simulators: { payments: false, recaptcha: false, mailbox: false, addresses: false },
};

type Takeover = {
  signedIn: boolean;
  config: Partial<PublicConfigDto> | undefined;
  /** The store holds the answers the server rendered this very address with (earlyRequests.ts). */
  served?: boolean;
};

/**
 * Whether the app's first render makes exactly the prerendered HTML in `container`, so that
 * hydrateRoot can adopt it. A page the server rendered for this customer (their tracker), with
 * the answers now in the store, always does. The build's public first screens do when the server
 * prerendered this very path, the visitor is signed out (a signed-in visitor's header and
 * redirects differ), the address has no query (it can show a banner or an alert) and the
 * configuration has arrived and renders the same page (without it the app shows its loader or
 * error; a configured HubSpot form replaces the partner page's own). Otherwise the app renders
 * over it (createRoot clears it in the same commit, so nothing blank shows in between).
 */
export const hydratesPrerender = (
  container: HTMLElement,
  location: Pick<Location, 'pathname' | 'search'>,
  { signedIn, config, served = false }: Takeover,
): boolean => {
  if (container.getAttribute(PRERENDERED_ATTRIBUTE) !== normalizeFirstScreenPath(location.pathname))
    return false;
  if (config === undefined) return false;
  if (served) return true;
  return !signedIn && location.search === '' && !(config.hubspotPortalId && config.hubspotFormId);
};

type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * The text fields of a prerendered page that the visitor typed in (or the browser autofilled)
 * before the app took the page over, with their values. Hydration keeps what the fields show but
 * tells no component (React fires no change for it), so a form would submit its empty state.
 */
export const typedFields = (container: HTMLElement): [Field, string][] =>
  [...container.querySelectorAll<Field>('input, textarea')]
    .filter((field) => !['checkbox', 'radio', 'hidden', 'file'].includes(field.type))
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => [field, field.value]);

/**
 * Once hydrated: each typed field's value goes through the field's components as if typed now
 * (the value emptied through React's view of it, set again underneath, and an input event), so
 * the forms hold what the visitor sees.
 */
export const replayTypedFields = (fields: [Field, string][]) => {
  for (const [field, value] of fields) {
    if (!field.isConnected || field.value !== value) continue;
    const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
    if (!setValue) continue;
    field.value = '';
    setValue.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
};

/** A form submitted on a prerendered page before the app took it over, and its button. */
let heldSubmit: { form: HTMLFormElement; submitter: HTMLElement | null } | undefined;
let taken = false;
/** The container React has just been given, until its page has rendered. */
let takingOver: HTMLElement | undefined;

/**
 * main.tsx, at once on a prerendered page: a form sent before the app has taken the page over
 * would go to the server as a plain GET and reload the page. It is held instead, until React
 * listens (`startTakeover`; from then on React handles, or replays, what happens), and sent
 * again once the app has rendered (`afterTakeover`). Does nothing elsewhere.
 */
export const holdEarlySubmits = (container: HTMLElement) => {
  if (!container.hasAttribute(PRERENDERED_ATTRIBUTE)) return;
  taken = false;
  document.addEventListener(
    'submit',
    (event) => {
      if (taken || !(event.target instanceof HTMLFormElement)) return;
      event.preventDefault();
      heldSubmit = { form: event.target, submitter: event.submitter };
    },
    true,
  );
};

/** bootApp, as it hands the page to React: forms are React's from now on. */
export const startTakeover = (container: HTMLElement) => {
  taken = true;
  takingOver = container;
};

/**
 * Once the app has hydrated a prerendered page's content (PrerenderTakeover, inside the route's
 * Suspense boundary, which React hydrates after the rest): the visitor's typing reaches the
 * forms, then a form they sent before React listened is sent again, now to the app. Once.
 */
export const afterTakeover = () => {
  const container = takingOver;
  takingOver = undefined;
  taken = true;
  if (!container) return;
  replayTypedFields(typedFields(container));
  const held = heldSubmit;
  heldSubmit = undefined;
  if (held?.form.isConnected) held.form.requestSubmit(held.submitter);
};
