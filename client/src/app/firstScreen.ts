import { firstScreenPage, type FirstScreenPage } from '@/app/firstScreenRoutes';

/*
 * Starts downloading the lazily loaded page a path shows first (firstScreenRoutes.ts), for
 * main.tsx to call alongside the app's code instead of after it. routes.tsx imports the same
 * modules with lazyPage under the same names, so these are the same chunks, and once the module
 * is here the route renders it at once instead of showing the Suspense loader first.
 */
type PageImport = () => Promise<unknown>;

/** The first-screen modules loaded so far, by page (read by lazyPage). */
const loadedPages = new Map<FirstScreenPage, unknown>();

/** The page's module when it is already loaded (`{ module }`), else undefined. */
export const loadedFirstScreenPage = (page: FirstScreenPage): { module: unknown } | undefined =>
  loadedPages.has(page) ? { module: loadedPages.get(page) } : undefined;

const loaders: Record<FirstScreenPage, PageImport> = {
  'features/landing/pages/LandingPage': () => import('@/features/landing/pages/LandingPage'),
  'features/auth/pages/SignInPage': () => import('@/features/auth/pages/SignInPage'),
  'features/auth/pages/GetStartedPage': () => import('@/features/auth/pages/GetStartedPage'),
  'features/partner/pages/PartnerSignUpPage': () =>
    import('@/features/partner/pages/PartnerSignUpPage'),
  'features/legal/pages/PrivacyPolicyPage': () =>
    import('@/features/legal/pages/PrivacyPolicyPage'),
  'features/legal/pages/CookiePolicyPage': () => import('@/features/legal/pages/CookiePolicyPage'),
  'features/legal/pages/TermsPage': () => import('@/features/legal/pages/TermsPage'),
  'features/sell/pages/SellDashboardPage': () => import('@/features/sell/pages/SellDashboardPage'),
  'features/buy/pages/BuyerDashboardPage': () => import('@/features/buy/pages/BuyerDashboardPage'),
};

/**
 * Starts downloading the page `pathname` shows first, when it is one of the first-screen pages.
 * Resolves once it is loaded (or failed: a failed download is retried by the route itself,
 * which shows its own error); never rejects.
 */
export const preloadFirstScreen = async (pathname: string): Promise<void> => {
  const page = firstScreenPage(pathname);
  if (!page) return;
  try {
    loadedPages.set(page, await loaders[page]());
  } catch {
    // The route asks again when it renders.
  }
};
