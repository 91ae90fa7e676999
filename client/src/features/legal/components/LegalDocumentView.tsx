import { Grid, Typography } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { LegalDocument } from '@/features/legal/content';
import { ANCHOR_OFFSET, DocumentOverview } from '@/features/legal/components/DocumentOverview';
import { LegalText } from '@/features/legal/components/LegalText';
import { colors } from '@/shared/theme';
import { AppButton } from '@/shared/ui/AppButton';
import { scrollToAnchor } from '@/shared/ui/scrollToAnchor';

type LegalDocumentViewProps = {
  document: LegalDocument;
  supportEmail: string;
  /** Heading level of the section titles (2 under a page's H1; 3 under a document title H2). */
  sectionHeadingLevel?: 2 | 3;
  /** Content above the text, in the reading column (a title block, say). */
  header?: ReactNode;
  /** Content after the last section, in the reading column (an 'Agree and Continue' button). */
  footer?: ReactNode;
};

/**
 * A legal document: the overview of its sections beside (or, on narrow screens, above) its text.
 * Each section heading carries the section's id, the target of the overview's links. Opening the
 * page with `#section-id` jumps to that section.
 */
export const LegalDocumentView = ({
  document: legalDocument,
  supportEmail,
  sectionHeadingLevel = 2,
  header,
  footer,
}: LegalDocumentViewProps) => {
  const screens = Grid.useBreakpoint();
  const isDesktop = screens.lg ?? false;
  const { pathname, hash } = useLocation();

  useEffect(() => {
    if (!hash) return undefined;
    // After the route's own scroll-to-top has run.
    const timer = window.setTimeout(() => scrollToAnchor(decodeURIComponent(hash.slice(1))), 0);
    return () => window.clearTimeout(timer);
    // Only on arrival (`hash` left out on purpose): the overview scrolls by itself when used.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [pathname]);

  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: isDesktop ? '280px minmax(0, 1fr)' : 'minmax(0, 1fr)',
        gap: isDesktop ? 48 : 24,
        alignItems: 'start',
      }}
    >
      <DocumentOverview sections={legalDocument.sections} />
      <div style={{ maxWidth: 760, minWidth: 0 }}>
        {header}
        {legalDocument.intro && (
          <div style={{ fontSize: 18 }}>
            <LegalText
              paragraphs={legalDocument.intro}
              supportEmail={supportEmail}
              currentPath={pathname}
            />
          </div>
        )}
        {legalDocument.sections.map((section, index) => (
          <div key={section.id} style={{ marginTop: 32 }}>
            <Typography.Title
              level={sectionHeadingLevel}
              id={section.id}
              tabIndex={-1}
              style={{
                fontSize: sectionHeadingLevel === 2 ? 22 : 20,
                marginBottom: 12,
                scrollMarginTop: ANCHOR_OFFSET,
                outline: 'none',
              }}
            >
              <span style={{ color: colors.primary }}>{index + 1}.</span> {section.title}
            </Typography.Title>
            <LegalText
              paragraphs={section.paragraphs}
              supportEmail={supportEmail}
              currentPath={pathname}
            />
          </div>
        ))}
        {footer}
      </div>
    </div>
  );
};

type AgreeButtonProps = { label: string; loading?: boolean; onAgree: () => void };

/**
 * The button that accepts the document. It follows the text but stays in view at the foot of the
 * window while the text is on screen (issue 25: it was only at the end of 7,400 px of terms).
 */
export const AgreeButton = ({ label, loading, onAgree }: AgreeButtonProps) => (
  <div
    className="th-agree-bar"
    style={{
      position: 'sticky',
      bottom: 0,
      zIndex: 2,
      marginTop: 40,
      padding: '16px 0',
      background: colors.surface,
      borderTop: `1px solid ${colors.border}`,
      boxShadow: '0 -8px 16px -12px rgba(0, 0, 0, 0.25)',
    }}
  >
    <AppButton size="flex" loading={loading} onClick={onAgree}>
      {label}
    </AppButton>
  </div>
);
