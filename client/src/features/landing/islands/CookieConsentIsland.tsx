import { CookieConsentSheet } from '@/features/cookie-consent/components/CookieConsent';
import { IslandProviders } from '@/features/landing/islands/IslandProviders';
import { COOKIE_POLICY_PATH } from '@/features/legal/content';

type CookieConsentIslandProps = { productName: string };

/** The cookie consent pop-up on the light landing (loaded only while the question is open). */
export const CookieConsentIsland = ({ productName }: CookieConsentIslandProps) => (
  <IslandProviders>
    <CookieConsentSheet
      productName={productName}
      pathname={window.location.pathname}
      policyLink={<a href={COOKIE_POLICY_PATH}>Read our cookie policy</a>}
    />
  </IslandProviders>
);
