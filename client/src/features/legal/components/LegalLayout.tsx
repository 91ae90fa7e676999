import { FileTextOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { COOKIE_POLICY_PATH } from '@/features/legal/content';
import { PRIVACY_POLICY_PATH } from '@/features/legal/components/LegalText';
import { useNoIndex } from '@/features/legal/hooks/useNoIndex';
import { usePublicConfig } from '@/features/public-config/hooks/usePublicConfig';
import { colors } from '@/shared/theme';
import { AppIcon } from '@/shared/ui/AppIcon';
import { useDocumentTitle } from '@/shared/ui/useDocumentTitle';

type LegalLayoutProps = {
  /** The document's title: the page's H1. */
  title: string;
  /** 'Version 1.0 · Effective January 1, 2024', or with 'Last updated ...'. */
  versionLine: string;
  children: ReactNode;
};

const otherDocuments = [
  { label: 'Privacy policy', path: PRIVACY_POLICY_PATH },
  { label: 'Cookie policy', path: COOKIE_POLICY_PATH },
];

/**
 * The frame shared by the legal pages (customer.md §2): a header with the title and the version
 * and date line, the body, and a footer with where to ask questions. Asks search engines not to
 * index the page while it is shown.
 */
export const LegalLayout = ({ title, versionLine, children }: LegalLayoutProps) => {
  const { productName, supportEmail } = usePublicConfig();
  useNoIndex();
  useDocumentTitle(title, productName);

  return (
    <article>
      <header
        style={{
          background: colors.primarySoft,
          borderBottom: `1px solid ${colors.border}`,
          paddingBlock: 'clamp(32px, 6vw, 64px)',
        }}
      >
        <div className="th-container">
          <Flex align="center" gap={8} style={{ color: colors.primary, fontWeight: 600 }}>
            <AppIcon icon={FileTextOutlined} color="enabled" />
            Legal
          </Flex>
          <Typography.Title
            level={1}
            style={{
              marginTop: 12,
              marginBottom: 8,
              fontSize: 'clamp(2rem, 1.5rem + 2vw, 2.75rem)',
              lineHeight: 1.15,
            }}
          >
            {title}
          </Typography.Title>
          <Typography.Text style={{ color: colors.textSecondary, fontSize: 16 }}>
            {versionLine}
          </Typography.Text>
        </div>
      </header>

      <div className="th-container" style={{ paddingBlock: 'clamp(24px, 5vw, 56px)' }}>
        {children}
      </div>

      <footer style={{ borderTop: `1px solid ${colors.border}`, background: colors.surface }}>
        <Flex
          className="th-container"
          wrap
          gap={16}
          justify="space-between"
          align="center"
          style={{ paddingBlock: 24 }}
        >
          <Typography.Text>
            Questions about this document? E-mail us at{' '}
            <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
          </Typography.Text>
          <Flex wrap gap={20}>
            {otherDocuments.map((doc) => (
              <Link key={doc.path} to={doc.path}>
                {doc.label}
              </Link>
            ))}
          </Flex>
        </Flex>
      </footer>
    </article>
  );
};
