import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { ScrollToTop } from '@/app/ScrollToTop';
import { FullPageLoader } from '@/shared/ui/FullPageLoader';

/** Wraps every route: scroll reset on navigation and a loader while a lazy page downloads. */
export const RootLayout = () => (
  <>
    <ScrollToTop />
    <Suspense fallback={<FullPageLoader />}>
      <Outlet />
    </Suspense>
  </>
);
