import { Route, Routes } from 'react-router';
import { AskCharliePage } from '@/admin/features/ask-charlie/AskCharliePage';
import { AdminHomePage } from '@/admin/pages/AdminHomePage';
import { AdminNotFoundPage } from '@/admin/pages/AdminNotFoundPage';
import { AdminLayout } from '@/admin/shell/AdminLayout';

/**
 * The `/admin/*` route tree: the back office, loaded lazily as its own chunk by the app router
 * (a customer never downloads it). Paths are relative to /admin (see `adminPaths`).
 */
export const AdminApp = () => (
  <Routes>
    <Route element={<AdminLayout />}>
      <Route index element={<AdminHomePage />} />
      <Route path="ask-charlie" element={<AskCharliePage />} />
      <Route path="*" element={<AdminNotFoundPage />} />
    </Route>
  </Routes>
);
