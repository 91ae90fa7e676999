import { adminTitle, adminTitleSuffix } from '@/admin/titles';
import { usePublicConfig } from '@/features/public-config/hooks/usePublicConfig';
import { useDocumentTitle } from '@/shared/ui/useDocumentTitle';

/**
 * The admin title helper: returns `title` as the page shows it (title case unless `titleCase`
 * is false) and sets the tab title to '{title} | {product} Admin' while the page is mounted.
 */
export const useAdminTitle = (title: string | undefined, titleCase = true): string | undefined => {
  const { productName } = usePublicConfig();
  const shown = title === undefined ? undefined : adminTitle(title, titleCase);
  useDocumentTitle(shown || undefined, adminTitleSuffix(productName));
  return shown;
};
