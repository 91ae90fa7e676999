/*
 * The lazily loaded page each path shows first, for main.tsx to start downloading alongside the
 * app's code instead of after it (routes.tsx imports the same modules lazily, so these are the
 * same chunks and the router finds them loaded). Public pages, the accounts pages and the
 * customer's dashboards: where a visitor on a phone most often lands.
 */
type PageImport = () => Promise<unknown>;

const pages: [RegExp, PageImport][] = [
  [/^\/$/, () => import('@/features/landing/pages/LandingPage')],
  [/^\/sign-in$/, () => import('@/features/auth/pages/SignInPage')],
  [/^\/(sell|buy)\/get-started$/, () => import('@/features/auth/pages/GetStartedPage')],
  [/^\/partner-sign-up$/, () => import('@/features/partner/pages/PartnerSignUpPage')],
  [/^\/privacy-policy$/, () => import('@/features/legal/pages/PrivacyPolicyPage')],
  [/^\/cookie-policy$/, () => import('@/features/legal/pages/CookiePolicyPage')],
  [/^\/(seller|buyer)\/terms\/v1$/, () => import('@/features/legal/pages/TermsPage')],
  [/^\/(dashboard\/)?sell\/[^/]+$/, () => import('@/features/sell/pages/SellDashboardPage')],
];

/** Starts downloading the page `pathname` shows first, when it is one of the pages above. */
export const preloadFirstScreen = (pathname: string) => {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const load = pages.find(([pattern]) => pattern.test(path))?.[1];
  // A failed download is retried by the route itself, which shows its own error.
  load?.().catch(() => undefined);
};
