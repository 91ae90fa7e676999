import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAdmin } from '@/app/guards/RequireAdmin';
import { RequireAuth } from '@/app/guards/RequireAuth';
import { RequireSimulator } from '@/app/guards/RequireSimulator';
import { PublicLayout } from '@/app/layouts/PublicLayout';
import { RootLayout } from '@/app/layouts/RootLayout';
import { lazyPage } from '@/app/lazyPage';
import { NotFoundPage } from '@/app/pages/NotFoundPage';
import { AuthenticatePage } from '@/features/auth/pages/AuthenticatePage';
import { LinkExpiredPage } from '@/features/auth/pages/LinkExpiredPage';
import { RequireSecondFactor } from '@/features/second-factor/RequireSecondFactor';
import { buyRoutes } from '@/features/buy/routes';
import { sellRoutes } from '@/features/sell/routes';

// Each lazily loaded area is its own chunk; RootLayout's Suspense shows the loader meanwhile.
// The pages a visitor lands on first use lazyPage: preloaded by main.tsx, they render at once.
const AdminApp = lazy(() => import('@/admin/AdminApp').then((m) => ({ default: m.AdminApp })));
const DevMailboxPage = lazy(() =>
  import('@/features/dev-mailbox/pages/DevMailboxPage').then((m) => ({
    default: m.DevMailboxPage,
  })),
);
// Staff's second factor after the magic link (features/second-factor): a passkey or a code.
const SecondFactorPage = lazy(() =>
  import('@/features/second-factor/SecondFactorPage').then((m) => ({
    default: m.SecondFactorPage,
  })),
);
const EnrolPage = lazy(() =>
  import('@/features/second-factor/EnrolPage').then((m) => ({ default: m.EnrolPage })),
);
// Accounts (features/auth, features/home): the forms carry antd's form kit and phone metadata.
const SignInPage = lazyPage(
  'features/auth/pages/SignInPage',
  () => import('@/features/auth/pages/SignInPage'),
  (m) => m.SignInPage,
);
const GetStartedPage = lazyPage(
  'features/auth/pages/GetStartedPage',
  () => import('@/features/auth/pages/GetStartedPage'),
  (m) => m.GetStartedPage,
);
const WelcomeBackPage = lazy(() =>
  import('@/features/home/pages/WelcomeBackPage').then((m) => ({ default: m.WelcomeBackPage })),
);
// The page a progress e-mail's unsubscribe link opens (features/progress-emails)
const YourDataPage = lazy(() =>
  import('@/features/account/pages/YourDataPage').then((m) => ({ default: m.YourDataPage })),
);
const UnsubscribePage = lazy(() =>
  import('@/features/progress-emails/pages/UnsubscribePage').then((m) => ({
    default: m.UnsubscribePage,
  })),
);
// Public pages (features/landing, features/partner, features/legal)
const LandingPage = lazyPage(
  'features/landing/pages/LandingPage',
  () => import('@/features/landing/pages/LandingPage'),
  (m) => m.LandingPage,
);
const PartnerSignUpPage = lazyPage(
  'features/partner/pages/PartnerSignUpPage',
  () => import('@/features/partner/pages/PartnerSignUpPage'),
  (m) => m.PartnerSignUpPage,
);
const PrivacyPolicyPage = lazyPage(
  'features/legal/pages/PrivacyPolicyPage',
  () => import('@/features/legal/pages/PrivacyPolicyPage'),
  (m) => m.PrivacyPolicyPage,
);
const CookiePolicyPage = lazyPage(
  'features/legal/pages/CookiePolicyPage',
  () => import('@/features/legal/pages/CookiePolicyPage'),
  (m) => m.CookiePolicyPage,
);
const SellerTermsPage = lazyPage(
  'features/legal/pages/TermsPage',
  () => import('@/features/legal/pages/TermsPage'),
  (m) => m.SellerTermsPage,
);
const BuyerTermsPage = lazyPage(
  'features/legal/pages/TermsPage',
  () => import('@/features/legal/pages/TermsPage'),
  (m) => m.BuyerTermsPage,
);

/**
 * The whole route tree. Customer areas (/sell/*, /buy/*, ...) add children to the public layout;
 * any path nothing matches (including unknown ones under /sell and /buy) falls to the 404 page.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        path: 'admin/*',
        element: (
          <RequireAdmin>
            <RequireSecondFactor>
              <AdminApp />
            </RequireSecondFactor>
          </RequireAdmin>
        ),
      },
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <LandingPage /> },
          { path: 'partner-sign-up', element: <PartnerSignUpPage /> },
          { path: 'privacy-policy', element: <PrivacyPolicyPage /> },
          { path: 'cookie-policy', element: <CookiePolicyPage /> },
          { path: 'seller/terms/v1', element: <SellerTermsPage /> },
          { path: 'buyer/terms/v1', element: <BuyerTermsPage /> },
          // Accounts (features/auth, features/home)
          { path: 'sign-in', element: <SignInPage /> },
          { path: 'sell/get-started', element: <GetStartedPage role="sell" /> },
          { path: 'buy/get-started', element: <GetStartedPage role="buy" /> },
          { path: 'authenticate', element: <AuthenticatePage /> },
          { path: 'authenticate/link-expired', element: <LinkExpiredPage /> },
          {
            path: 'second-factor',
            element: (
              <RequireAuth>
                <SecondFactorPage />
              </RequireAuth>
            ),
          },
          {
            path: 'second-factor/enrol',
            element: (
              <RequireAuth>
                <EnrolPage />
              </RequireAuth>
            ),
          },
          { path: 'progress-emails/unsubscribe', element: <UnsubscribePage /> },
          {
            path: 'account/your-data',
            element: (
              <RequireAuth>
                <YourDataPage />
              </RequireAuth>
            ),
          },
          {
            path: 'welcome-back',
            element: (
              <RequireAuth>
                <WelcomeBackPage />
              </RequireAuth>
            ),
          },
          // Seller journey and the shared onboarding pages (features/sell, features/onboarding)
          ...sellRoutes,
          // Buyer journey and dashboard (features/buy)
          ...buyRoutes,
          {
            path: 'dev/mailbox',
            element: (
              <RequireSimulator simulator="mailbox">
                <DevMailboxPage />
              </RequireSimulator>
            ),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
