import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAdmin } from '@/app/guards/RequireAdmin';
import { RequireAuth } from '@/app/guards/RequireAuth';
import { RequireSimulator } from '@/app/guards/RequireSimulator';
import { PublicLayout } from '@/app/layouts/PublicLayout';
import { RootLayout } from '@/app/layouts/RootLayout';
import { NotFoundPage } from '@/app/pages/NotFoundPage';
import { AuthenticatePage } from '@/features/auth/pages/AuthenticatePage';
import { LinkExpiredPage } from '@/features/auth/pages/LinkExpiredPage';
import { buyRoutes } from '@/features/buy/routes';
import { sellRoutes } from '@/features/sell/routes';

// Each lazily loaded area is its own chunk; RootLayout's Suspense shows the loader meanwhile.
const AdminApp = lazy(() => import('@/admin/AdminApp').then((m) => ({ default: m.AdminApp })));
const DevMailboxPage = lazy(() =>
  import('@/features/dev-mailbox/pages/DevMailboxPage').then((m) => ({
    default: m.DevMailboxPage,
  })),
);
// Accounts (features/auth, features/home): the forms carry antd's form kit and phone metadata.
const SignInPage = lazy(() =>
  import('@/features/auth/pages/SignInPage').then((m) => ({ default: m.SignInPage })),
);
const GetStartedPage = lazy(() =>
  import('@/features/auth/pages/GetStartedPage').then((m) => ({ default: m.GetStartedPage })),
);
const WelcomeBackPage = lazy(() =>
  import('@/features/home/pages/WelcomeBackPage').then((m) => ({ default: m.WelcomeBackPage })),
);
// The page a progress e-mail's unsubscribe link opens (features/progress-emails)
const UnsubscribePage = lazy(() =>
  import('@/features/progress-emails/pages/UnsubscribePage').then((m) => ({
    default: m.UnsubscribePage,
  })),
);
// Public pages (features/landing, features/partner, features/legal)
const LandingPage = lazy(() =>
  import('@/features/landing/pages/LandingPage').then((m) => ({ default: m.LandingPage })),
);
const PartnerSignUpPage = lazy(() =>
  import('@/features/partner/pages/PartnerSignUpPage').then((m) => ({
    default: m.PartnerSignUpPage,
  })),
);
const PrivacyPolicyPage = lazy(() =>
  import('@/features/legal/pages/PrivacyPolicyPage').then((m) => ({
    default: m.PrivacyPolicyPage,
  })),
);
const CookiePolicyPage = lazy(() =>
  import('@/features/legal/pages/CookiePolicyPage').then((m) => ({
    default: m.CookiePolicyPage,
  })),
);
const SellerTermsPage = lazy(() =>
  import('@/features/legal/pages/TermsPage').then((m) => ({ default: m.SellerTermsPage })),
);
const BuyerTermsPage = lazy(() =>
  import('@/features/legal/pages/TermsPage').then((m) => ({ default: m.BuyerTermsPage })),
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
            <AdminApp />
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
          { path: 'progress-emails/unsubscribe', element: <UnsubscribePage /> },
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
