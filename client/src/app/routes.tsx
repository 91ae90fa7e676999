import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireSimulator } from '@/app/guards/RequireSimulator';
import { PublicLayout } from '@/app/layouts/PublicLayout';
import { RootLayout } from '@/app/layouts/RootLayout';
import { HomePage } from '@/app/pages/HomePage';
import { NotFoundPage } from '@/app/pages/NotFoundPage';

// Each lazily loaded area is its own chunk; RootLayout's Suspense shows the loader meanwhile.
const AdminApp = lazy(() => import('@/app/admin/AdminApp').then((m) => ({ default: m.AdminApp })));
const DevMailboxPage = lazy(() =>
  import('@/features/dev-mailbox/pages/DevMailboxPage').then((m) => ({
    default: m.DevMailboxPage,
  })),
);

/**
 * The whole route tree. Customer areas (/sell/*, /buy/*, ...) add children to the public layout;
 * any path nothing matches (including unknown ones under /sell and /buy) falls to the 404 page.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: 'admin/*', element: <AdminApp /> },
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <HomePage /> },
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
