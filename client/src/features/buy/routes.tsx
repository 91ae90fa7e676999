import { lazy } from 'react';
import { Outlet, useParams, type RouteObject } from 'react-router';
import { RequireAuth } from '@/app/guards/RequireAuth';
import { lazyPage } from '@/app/lazyPage';
import { NotFoundPage } from '@/app/pages/NotFoundPage';
import { isObjectId } from '@/features/buy/paths';

// The buyer journey is its own chunk.
const BuyAboutThePropertyPage = lazy(() =>
  import('@/features/buy/pages/about-the-property/BuyAboutThePropertyPage').then((m) => ({
    default: m.BuyAboutThePropertyPage,
  })),
);
const BuyTermsPage = lazy(() =>
  import('@/features/buy/pages/BuyTermsPage').then((m) => ({ default: m.BuyTermsPage })),
);
const BuyWhatsIncludedPage = lazy(() =>
  import('@/features/buy/pages/BuyWhatsIncludedPage').then((m) => ({
    default: m.BuyWhatsIncludedPage,
  })),
);
const BuySuccessPage = lazy(() =>
  import('@/features/buy/pages/BuySuccessPage').then((m) => ({ default: m.BuySuccessPage })),
);
const BuyerDashboardPage = lazyPage(
  'features/buy/pages/BuyerDashboardPage',
  () => import('@/features/buy/pages/BuyerDashboardPage'),
  (m) => m.BuyerDashboardPage,
);

/**
 * /buy/{id}: anything that is not an id is one of the 'other paths under /buy' (customer.md §2) and
 * shows the not-found page, signed in or not; an id needs a signed-in user.
 */
const BuyIdRoute = () => {
  const { id = '' } = useParams();
  if (!isObjectId(id)) return <NotFoundPage />;
  return (
    <RequireAuth>
      <BuyerDashboardPage invalidId="not-found" />
    </RequireAuth>
  );
};

/**
 * The buyer's own steps (/buy/about-the-property, /buy/terms-and-conditions, /buy/whats-included,
 * /buy/success) and the buyer dashboard (/buy/{id}, /dashboard/buy/{id}); /buy/welcome and
 * /buy/about-you are the shared onboarding pages, routed with the seller's. All need a signed-in
 * user. /buy/{id} shows the 404 page for anything that is not an id.
 */
export const buyRoutes: RouteObject[] = [
  {
    element: (
      <RequireAuth>
        <Outlet />
      </RequireAuth>
    ),
    children: [
      { path: 'buy/about-the-property', element: <BuyAboutThePropertyPage /> },
      { path: 'buy/terms-and-conditions', element: <BuyTermsPage /> },
      { path: 'buy/whats-included', element: <BuyWhatsIncludedPage /> },
      { path: 'buy/success', element: <BuySuccessPage /> },
      { path: 'dashboard/buy/:id', element: <BuyerDashboardPage invalidId="error" /> },
    ],
  },
  { path: 'buy/:id', element: <BuyIdRoute /> },
];
