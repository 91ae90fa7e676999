import { useAdminTitle } from '@/admin/hooks/useAdminTitle';
import { adminPaths } from '@/admin/paths';
import { NotFoundPage } from '@/app/pages/NotFoundPage';

/** Unmatched `/admin/*` paths: the not-found page, pointing back to the admin home. */
export const AdminNotFoundPage = () => {
  useAdminTitle('Page not found');
  return <NotFoundPage homePath={adminPaths.home} homeLabel="Go to admin home" />;
};
