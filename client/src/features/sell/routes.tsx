import { lazy } from 'react';
import { Outlet, useParams, type RouteObject } from 'react-router';
import { RequireAuth } from '@/app/guards/RequireAuth';
import { lazyPage } from '@/app/lazyPage';
import { NotFoundPage } from '@/app/pages/NotFoundPage';
import { isObjectId } from '@/features/sell/objectId';

// The seller journey is its own chunk (Stripe.js comes with it).
const WelcomePage = lazy(() =>
  import('@/features/onboarding/pages/WelcomePage').then((m) => ({ default: m.WelcomePage })),
);
const AboutYouPage = lazy(() =>
  import('@/features/onboarding/pages/AboutYouPage').then((m) => ({ default: m.AboutYouPage })),
);
const SellAboutPropertyPage = lazy(() =>
  import('@/features/sell/pages/SellAboutPropertyPage').then((m) => ({
    default: m.SellAboutPropertyPage,
  })),
);
const SellTermsPage = lazy(() =>
  import('@/features/sell/pages/SellTermsPage').then((m) => ({ default: m.SellTermsPage })),
);
const SellPaymentPage = lazy(() =>
  import('@/features/sell/pages/SellPaymentPage').then((m) => ({ default: m.SellPaymentPage })),
);
const SellPaymentSuccessPage = lazy(() =>
  import('@/features/sell/pages/SellPaymentSuccessPage').then((m) => ({
    default: m.SellPaymentSuccessPage,
  })),
);
const SellDashboardPage = lazyPage(
  'features/sell/pages/SellDashboardPage',
  () => import('@/features/sell/pages/SellDashboardPage'),
  (m) => m.SellDashboardPage,
);

/** /sell/{id}: the dashboard for a transaction id (signed in), the 404 page for anything else. */
const SellIdRoute = () => {
  const { id = '' } = useParams();
  if (!isObjectId(id)) return <NotFoundPage />;
  return (
    <RequireAuth>
      <SellDashboardPage invalidId="not-found" />
    </RequireAuth>
  );
};

/**
 * /sell/* onboarding, the seller dashboard (/sell/{id}, /dashboard/sell/{id}) and the shared
 * welcome and about-you pages of both roles (the buyer's other steps come from features/buy).
 * All need a signed-in user. /sell/{id} shows the 404 page for anything that is not an id.
 */
export const sellRoutes: RouteObject[] = [
  {
    element: (
      <RequireAuth>
        <Outlet />
      </RequireAuth>
    ),
    children: [
      { path: 'sell/welcome', element: <WelcomePage role="sell" /> },
      { path: 'buy/welcome', element: <WelcomePage role="buy" /> },
      { path: 'sell/about-you', element: <AboutYouPage role="sell" /> },
      { path: 'buy/about-you', element: <AboutYouPage role="buy" /> },
      { path: 'sell/about-the-property', element: <SellAboutPropertyPage /> },
      { path: 'sell/terms-and-conditions', element: <SellTermsPage /> },
      { path: 'sell/payment', element: <SellPaymentPage /> },
      { path: 'sell/payment-success', element: <SellPaymentSuccessPage /> },
      { path: 'dashboard/sell/:id', element: <SellDashboardPage invalidId="error" /> },
    ],
  },
  // Checked before sign-in: /sell/anything-else is the 404 page for everyone.
  { path: 'sell/:id', element: <SellIdRoute /> },
];
