/*
 * The lazily loaded page each path shows first, first match wins: public pages, the accounts
 * pages and the customer's dashboards, where a visitor on a phone most often lands. Plain data
 * (no imports), read by two sides:
 * - main.tsx starts downloading the page alongside the app's code (firstScreen.ts);
 * - the build lists the JavaScript and CSS each of these paths needs before its first paint
 *   (build/firstScreenPreloads.ts → first-screen.json), and the server names them in that page's
 *   HTML as modulepreload links, so the browser fetches them while it still reads the HTML
 *   instead of after the entry script has run (src/common/static-assets.ts).
 * `page` is the module under src/, without its extension.
 */
export const FIRST_SCREEN_ROUTES = [
  { pattern: /^\/$/, page: 'features/landing/pages/LandingPage' },
  { pattern: /^\/sign-in$/, page: 'features/auth/pages/SignInPage' },
  { pattern: /^\/(sell|buy)\/get-started$/, page: 'features/auth/pages/GetStartedPage' },
  { pattern: /^\/partner-sign-up$/, page: 'features/partner/pages/PartnerSignUpPage' },
  { pattern: /^\/privacy-policy$/, page: 'features/legal/pages/PrivacyPolicyPage' },
  { pattern: /^\/cookie-policy$/, page: 'features/legal/pages/CookiePolicyPage' },
  { pattern: /^\/(seller|buyer)\/terms\/v1$/, page: 'features/legal/pages/TermsPage' },
  // A sale's or a purchase's tracker: an id is 24 hexadecimal characters (customer.md §5).
  {
    pattern: /^\/(dashboard\/)?sell\/[0-9a-f]{24}$/i,
    page: 'features/sell/pages/SellDashboardPage',
  },
  {
    pattern: /^\/(dashboard\/)?buy\/[0-9a-f]{24}$/i,
    page: 'features/buy/pages/BuyerDashboardPage',
  },
] as const;

export type FirstScreenPage = (typeof FIRST_SCREEN_ROUTES)[number]['page'];

/** The path without trailing slashes (`/` stays `/`), as the patterns expect it. */
export const normalizeFirstScreenPath = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;

/** The page `pathname` shows first, when it is one of the pages above. */
export const firstScreenPage = (pathname: string): FirstScreenPage | undefined => {
  const path = normalizeFirstScreenPath(pathname);
  return FIRST_SCREEN_ROUTES.find(({ pattern }) => pattern.test(path))?.page;
};

/**
 * The public first screens the build prerenders to HTML (build/prerender.ts), signed out: the
 * server sends that HTML and its style inside index.html, so the heading and text paint before
 * any JavaScript has arrived, and the app takes it over (app/prerendered.ts). Exact paths; `/`
 * has its light landing instead, the trackers need the customer's data.
 */
export const PRERENDERED_PATHS = [
  '/sign-in',
  '/sell/get-started',
  '/buy/get-started',
  '/partner-sign-up',
  '/privacy-policy',
  '/cookie-policy',
  '/seller/terms/v1',
  '/buyer/terms/v1',
] as const;
