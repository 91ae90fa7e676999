import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import { LandingIcon } from '@/features/landing/components/LandingIcon';
import { LandingLink } from '@/features/landing/components/LandingLink';
import { CONTACT_ANCHOR, PARTNER_SIGN_UP_PATH } from '@/features/landing/content';
import { COOKIE_POLICY_PATH } from '@/features/legal/content';
import { colors } from '@/shared/theme';
import '@/features/landing/components/landing.css';

const linkStyle: CSSProperties = {
  color: colors.textOnDark,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
};

const headingStyle: CSSProperties = {
  margin: '0 0 12px',
  fontSize: 13,
  fontWeight: 700,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: colors.textOnDark,
  opacity: 0.8,
};

const listStyle: CSSProperties = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 10,
};

type FooterColumnProps = { title: string; children: ReactNode };

const FooterColumn = ({ title, children }: FooterColumnProps) => (
  <div>
    <h2 style={headingStyle}>{title}</h2>
    <ul style={listStyle}>{children}</ul>
  </div>
);

type SiteFooterViewProps = {
  productName: string;
  supportEmail: string;
  /** The hidden debugging trigger: a triple-click on the copyright line with Alt held. */
  onTestError: () => void;
};

/**
 * The public site's footer, as plain elements (the full app's SiteFooter and the light landing
 * both render it): links to the legal pages, the partner page, the contact form and support
 * e-mail, and the copyright line. The terms pages' links are in the markup but hidden
 * (customer.md §2). A triple-click on the copyright line with Alt (Option) held calls
 * `onTestError`: a debugging trigger that is neither visible nor focusable, and that a plain
 * triple-click (selecting the line to copy it) never sets off.
 */
export const SiteFooterView = ({ productName, supportEmail, onTestError }: SiteFooterViewProps) => {
  // Alt (Option) held: a visitor's triple-click, which selects the line, is not a request.
  const handleCopyrightClick = (event: MouseEvent<HTMLParagraphElement>) => {
    if (event.detail === 3 && event.altKey) onTestError();
  };

  return (
    <footer className="th-site-footer">
      <div className="th-container">
        <div className="th-footer-grid">
          <div className="th-footer-wide">
            <div style={{ fontSize: 20, fontWeight: 700, marginBottom: 8 }}>{productName}</div>
            <p style={{ margin: 0, maxWidth: 320, lineHeight: 1.6 }}>
              Buying and selling homes in England and Wales, with the legal work done up front.
            </p>
          </div>
          <nav aria-label="Company">
            <FooterColumn title="Company">
              <li>
                <LandingLink href={PARTNER_SIGN_UP_PATH} style={linkStyle}>
                  Partner with us
                </LandingLink>
              </li>
              <li>
                <LandingLink href={`/#${CONTACT_ANCHOR}`} style={linkStyle}>
                  Contact
                </LandingLink>
              </li>
            </FooterColumn>
          </nav>
          <nav aria-label="Legal">
            <FooterColumn title="Legal">
              <li>
                <LandingLink href="/privacy-policy" style={linkStyle}>
                  Privacy policy
                </LandingLink>
              </li>
              <li>
                <LandingLink href={COOKIE_POLICY_PATH} style={linkStyle}>
                  Cookie policy
                </LandingLink>
              </li>
              {/* customer.md §2: the terms pages exist, but their links are hidden in the footer. */}
              <li hidden>
                <LandingLink href="/seller/terms/v1">Seller terms</LandingLink>
              </li>
              <li hidden>
                <LandingLink href="/buyer/terms/v1">Buyer terms</LandingLink>
              </li>
            </FooterColumn>
          </nav>
          <div className="th-footer-wide">
            <FooterColumn title="Help">
              <li>
                <a href={`mailto:${supportEmail}`} style={{ ...linkStyle, whiteSpace: 'nowrap' }}>
                  <LandingIcon name="Mail" style={{ marginInlineEnd: 8 }} />
                  {supportEmail}
                </a>
              </li>
            </FooterColumn>
          </div>
        </div>
        <div
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            gap: 12,
            marginTop: 40,
            paddingTop: 24,
            borderTop: '1px solid rgba(255, 255, 255, 0.2)',
            fontSize: 14,
          }}
        >
          <p style={{ margin: 0 }} onClick={handleCopyrightClick}>
            © {new Date().getFullYear()} {productName}
          </p>
          <p style={{ margin: 0, opacity: 0.85 }}>
            Legal work is carried out by independent, regulated panel solicitors.
          </p>
        </div>
      </div>
    </footer>
  );
};
