import { usePublicConfig } from '@/features/public-config/hooks/usePublicConfig';
import { useDocumentTitle } from '@/shared/ui/useDocumentTitle';

/** Names the browser tab '{title} | {product}' while the page that renders it is shown. */
export const DocumentTitle = ({ title }: { title: string }) => {
  const { productName } = usePublicConfig();
  useDocumentTitle(title, productName);
  return null;
};
