import { Route, Routes } from 'react-router';
import { AdminLayout } from '@/app/layouts/AdminLayout';
import { AdminHomePage } from '@/features/admin/pages/AdminHomePage';
import { AdminNotFoundPage } from '@/features/admin/pages/AdminNotFoundPage';

/** The `/admin/*` route tree. Loaded lazily (its own chunk) by the app router. */
export const AdminApp = () => (
  <Routes>
    <Route element={<AdminLayout />}>
      <Route index element={<AdminHomePage />} />
      <Route path="*" element={<AdminNotFoundPage />} />
    </Route>
  </Routes>
);
