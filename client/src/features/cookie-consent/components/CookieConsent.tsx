import { Link, useLocation } from 'react-router';
import { CookieConsentSheet } from '@/features/cookie-consent/components/CookieConsentSheet';
import { COOKIE_POLICY_PATH } from '@/features/legal/content';
import { usePublicConfig } from '@/features/public-config/hooks/usePublicConfig';

/**
 * The cookie consent pop-up in the app. Mount it once near the root of the route tree (it needs
 * the router and the public config).
 */
export const CookieConsent = () => {
  const { productName } = usePublicConfig();
  const { pathname } = useLocation();
  return (
    <CookieConsentSheet
      productName={productName}
      pathname={pathname}
      policyLink={<Link to={COOKIE_POLICY_PATH}>Read our cookie policy</Link>}
    />
  );
};
