import { MailOutlined } from '@ant-design/icons';
import { Col, Flex, Layout, Row } from 'antd';
import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { useTriggerTestErrorMutation } from '@/features/landing/api/diagnosticsApi';
import { CONTACT_ANCHOR, PARTNER_SIGN_UP_PATH } from '@/features/landing/content';
import { COOKIE_POLICY_PATH } from '@/features/legal/content';
import { usePublicConfig } from '@/features/public-config/hooks/usePublicConfig';
import { colors } from '@/shared/theme';

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

/**
 * The public site's footer (a `contentinfo` landmark; drop it in where a layout's footer goes):
 * links to the legal pages, the partner page, the contact form and support e-mail, and the
 * copyright line. The terms pages' links are in the markup but hidden (customer.md §2). A
 * triple-click on the copyright line calls GET /api/__testerror: a debugging trigger that is
 * neither visible nor focusable.
 *
 * No props: the product name and support e-mail come from the public configuration.
 */
export const SiteFooter = () => {
  const { productName, supportEmail } = usePublicConfig();
  const [triggerTestError] = useTriggerTestErrorMutation();

  const handleCopyrightClick = (event: MouseEvent<HTMLParagraphElement>) => {
    if (event.detail === 3) void triggerTestError();
  };

  return (
    <Layout.Footer style={{ color: colors.textOnDark, paddingBlock: 48 }}>
      <div className="th-container">
        <Row gutter={[32, 32]}>
          <Col xs={24} md={9}>
            <div style={{ fontSize: 20, fontWeight: 700, marginBottom: 8 }}>{productName}</div>
            <p style={{ margin: 0, maxWidth: 320, lineHeight: 1.6 }}>
              Buying and selling homes in England and Wales, with the legal work done up front.
            </p>
          </Col>
          <Col xs={12} md={5}>
            <nav aria-label="Company">
              <FooterColumn title="Company">
                <li>
                  <Link to={PARTNER_SIGN_UP_PATH} style={linkStyle}>
                    Partner with us
                  </Link>
                </li>
                <li>
                  <Link to={{ pathname: '/', hash: CONTACT_ANCHOR }} style={linkStyle}>
                    Contact
                  </Link>
                </li>
              </FooterColumn>
            </nav>
          </Col>
          <Col xs={12} md={5}>
            <nav aria-label="Legal">
              <FooterColumn title="Legal">
                <li>
                  <Link to="/privacy-policy" style={linkStyle}>
                    Privacy policy
                  </Link>
                </li>
                <li>
                  <Link to={COOKIE_POLICY_PATH} style={linkStyle}>
                    Cookie policy
                  </Link>
                </li>
                {/* customer.md §2: the terms pages exist, but their links are hidden in the footer. */}
                <li hidden>
                  <Link to="/seller/terms/v1">Seller terms</Link>
                </li>
                <li hidden>
                  <Link to="/buyer/terms/v1">Buyer terms</Link>
                </li>
              </FooterColumn>
            </nav>
          </Col>
          <Col xs={24} md={5}>
            <FooterColumn title="Help">
              <li>
                <a href={`mailto:${supportEmail}`} style={{ ...linkStyle, whiteSpace: 'nowrap' }}>
                  <MailOutlined aria-hidden style={{ marginInlineEnd: 8 }} />
                  {supportEmail}
                </a>
              </li>
            </FooterColumn>
          </Col>
        </Row>
        <Flex
          wrap
          justify="space-between"
          gap={12}
          style={{
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
        </Flex>
      </div>
    </Layout.Footer>
  );
};
