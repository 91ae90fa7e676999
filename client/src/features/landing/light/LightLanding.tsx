import { lazy, Suspense, useEffect, useState } from 'react';
import { MAIN_CONTENT_ID, SkipLink } from '@/app/layouts/SkipLink';
import { CookieConsentSheet } from '@/features/cookie-consent/components/CookieConsentSheet';
import { readCookieConsent } from '@/features/cookie-consent/consentStore';
import { useCookieConsent } from '@/features/cookie-consent/hooks/useCookieConsent';
import { LandingSections } from '@/features/landing/components/LandingSections';
import { SiteFooterView } from '@/features/landing/components/SiteFooterView';
import { LightSiteHeader } from '@/features/landing/light/LightSiteHeader';
import { COOKIE_POLICY_PATH } from '@/features/legal/content/paths';
import type { PublicBranding } from '@/features/public-config/fetchPublicConfig';
import { SupportLinkView } from '@/features/support/components/SupportLinkView';
import { cssVariables } from '@/shared/theme';
import { scrollToAnchor } from '@/shared/ui/scrollToAnchor';
import '@/features/landing/light/light.css';

// An island: its own chunk with its own providers (antd, a store), loaded only when allowed.
const ErrorReportingIsland = lazy(() =>
  import('@/features/landing/islands/ErrorReportingIsland').then((m) => ({
    default: m.ErrorReportingIsland,
  })),
);

/** Brings `/#contact` (and any later in-page link) into view, focusing the target. */
const useScrollToHash = () => {
  useEffect(() => {
    const scrollToHash = () => {
      const { hash } = window.location;
      if (hash) scrollToAnchor(decodeURIComponent(hash.slice(1)));
    };
    const timer = window.setTimeout(scrollToHash, 0);
    window.addEventListener('hashchange', scrollToHash);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('hashchange', scrollToHash);
    };
  }, []);
};

/** GET /api/__testerror, the footer's hidden debugging trigger (SiteFooter uses RTK for it). */
const triggerTestError = () => {
  void fetch(new URL('/api/__testerror', window.location.origin), {
    credentials: 'same-origin',
  }).catch(() => undefined);
};

type LightLandingProps = {
  /** The branding known at first render (the server's, or the defaults while it loads). */
  initialBranding: PublicBranding;
  /** The server's branding, when it arrives after the first render. */
  branding?: Promise<PublicBranding>;
};

/**
 * The landing page (/) for a signed-out visitor, without the app around it: PublicLayout's skip
 * link, signed-out header, footer and support link around the landing sections, in React alone
 * (no antd, router or store on the first screen). The cookie pop-up is plain elements too and
 * paints with the page; the contact form (once its section nears the screen) and error reporting
 * (once allowed) are islands that load after the first paint. Links to other pages load the full
 * app.
 */
export const LightLanding = ({ initialBranding, branding }: LightLandingProps) => {
  const [{ productName, supportEmail }, setBranding] = useState(initialBranding);
  const [askAboutCookies] = useState(() => !readCookieConsent().decided);
  const { choices } = useCookieConsent();

  useEffect(() => {
    let current = true;
    void branding?.then((loaded) => {
      if (current) setBranding(loaded);
    });
    return () => {
      current = false;
    };
  }, [branding]);

  useEffect(() => {
    document.title = productName;
  }, [productName]);

  useScrollToHash();

  return (
    <div className="th-light-layout" style={cssVariables}>
      <SkipLink />
      <LightSiteHeader productName={productName} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="th-main th-light-main">
        <LandingSections
          productName={productName}
          supportEmail={supportEmail}
          loadContactForm="later"
        />
      </main>
      <SiteFooterView
        productName={productName}
        supportEmail={supportEmail}
        onTestError={triggerTestError}
      />
      <SupportLinkView supportEmail={supportEmail} />
      {askAboutCookies && (
        <CookieConsentSheet
          productName={productName}
          pathname={window.location.pathname}
          policyLink={<a href={COOKIE_POLICY_PATH}>Read our cookie policy</a>}
        />
      )}
      <Suspense fallback={null}>{choices.errorReporting && <ErrorReportingIsland />}</Suspense>
    </div>
  );
};
