import { useNavigate } from 'react-router';
import { useTriggerTestErrorMutation } from '@/features/landing/api/diagnosticsApi';
import { LandingNavigateContext } from '@/features/landing/components/LandingLink';
import { SiteFooterView } from '@/features/landing/components/SiteFooterView';
import { usePublicConfig } from '@/features/public-config/hooks/usePublicConfig';

/**
 * The public site's footer in the full app (a `contentinfo` landmark; drop it in where a layout's
 * footer goes): SiteFooterView with the router's navigation, the public configuration's product
 * name and support e-mail, and GET /api/__testerror behind the copyright line's triple-click.
 */
export const SiteFooter = () => {
  const { productName, supportEmail } = usePublicConfig();
  const [triggerTestError] = useTriggerTestErrorMutation();
  const navigate = useNavigate();

  return (
    <LandingNavigateContext.Provider value={(href) => void navigate(href)}>
      <SiteFooterView
        productName={productName}
        supportEmail={supportEmail}
        onTestError={() => void triggerTestError()}
      />
    </LandingNavigateContext.Provider>
  );
};
