import { useNavigate } from 'react-router';
import { LandingNavigateContext } from '@/features/landing/components/LandingLink';
import { LandingSections } from '@/features/landing/components/LandingSections';
import { useScrollToHash } from '@/features/landing/hooks/useScrollToHash';
import { usePublicConfig } from '@/features/public-config/hooks/usePublicConfig';
import { useDocumentTitle } from '@/shared/ui/useDocumentTitle';

/**
 * The public landing page (/), customer.md §2 'Landing page', inside the full app (signed-in
 * visitors; see main.tsx). Signed-out visitors get the same sections from the light landing.
 */
export const LandingPage = () => {
  const { productName, supportEmail } = usePublicConfig();
  const navigate = useNavigate();
  useDocumentTitle(undefined, productName);
  useScrollToHash();

  return (
    <LandingNavigateContext.Provider value={(href) => void navigate(href)}>
      <LandingSections productName={productName} supportEmail={supportEmail} />
    </LandingNavigateContext.Provider>
  );
};
