import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PrerenderTakeover } from '@/app/PrerenderTakeover';
import { ScrollToTop } from '@/app/ScrollToTop';
import { AuthGate } from '@/features/auth/components/AuthGate';
import { ErrorReporting } from '@/features/error-reporting/components/ErrorReporting';
import { FullPageLoader } from '@/shared/ui/FullPageLoader';

/**
 * Wraps every route: scroll reset on navigation, error reporting, the wait for the session to be
 * known (GET /users/current), and a loader while a lazy page downloads; once a prerendered page
 * is hydrated, what the visitor did on it meanwhile (PrerenderTakeover).
 */
export const RootLayout = () => (
  <>
    <ScrollToTop />
    <ErrorReporting />
    <AuthGate>
      <Suspense fallback={<FullPageLoader />}>
        <Outlet />
        <PrerenderTakeover />
      </Suspense>
    </AuthGate>
  </>
);
