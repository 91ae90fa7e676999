import { Layout } from 'antd';
import { Outlet } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '@/app/layouts/SkipLink';
import { SiteHeader } from '@/app/layouts/SiteHeader';
import { CookieConsent } from '@/features/cookie-consent/components/CookieConsent';
import { SiteFooter } from '@/features/landing/components/SiteFooter';
import { SupportLink } from '@/features/support/components/SupportLink';

/**
 * The customer-facing shell: skip link, site header, the page, the footer, the floating support
 * link and the cookie consent pop-up.
 */
export const PublicLayout = () => (
  <Layout style={{ minHeight: '100vh' }}>
    <SkipLink />
    <SiteHeader />
    <Layout.Content id={MAIN_CONTENT_ID} tabIndex={-1} className="th-main">
      <Outlet />
    </Layout.Content>
    <SiteFooter />
    <SupportLink />
    <CookieConsent />
  </Layout>
);
