import { NotFoundPage } from '@/app/pages/NotFoundPage';

/** Unmatched `/admin/*` paths: the not-found page, pointing back to the admin home. */
export const AdminNotFoundPage = () => (
  <NotFoundPage homePath="/admin" homeLabel="Go to admin home" />
);
