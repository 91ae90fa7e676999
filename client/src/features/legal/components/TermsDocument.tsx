import { Typography } from 'antd';
import { buyerTerms, sellerTerms, type LegalDocument } from '@/features/legal/content';
import { AgreeButton, LegalDocumentView } from '@/features/legal/components/LegalDocumentView';
import { usePublicConfig } from '@/features/public-config/hooks/usePublicConfig';
import { colors } from '@/shared/theme';

export type TermsRole = 'sell' | 'buy';

export const DEFAULT_AGREE_LABEL = 'Agree and Continue';

/** The terms for a role, with the product name and support e-mail filled in. */
export const termsFor = (role: TermsRole, productName: string, supportEmail: string) =>
  role === 'sell' ? sellerTerms(productName, supportEmail) : buyerTerms(productName, supportEmail);

/** 'Version 1.0 · Effective January 1, 2024' */
export const termsVersionLine = (document: LegalDocument): string =>
  `Version ${document.version} · Effective ${document.effectiveDate}`;

export type TermsDocumentProps = {
  /** Seller terms (20 sections) or buyer terms (21 sections). */
  role: TermsRole;
  /** When given, an 'Agree and Continue' button ends the document and calls this. */
  onAgree?: () => void;
  /** The button's text; 'Agree and Continue' by default. */
  agreeLabel?: string;
  /** Shows the button busy (while the acceptance is being saved). */
  agreeLoading?: boolean;
  /**
   * Show the document's title and version line as an H2 above the text (for a page whose H1 is
   * something else, such as an onboarding step). Off on the public terms pages, whose H1 it is.
   */
  showTitle?: boolean;
};

/**
 * The Terms & Conditions for sellers or buyers: the overview sidebar with a link to every section
 * and the text. Used by /seller/terms/v1, /buyer/terms/v1 and the onboarding terms step.
 */
export const TermsDocument = ({
  role,
  onAgree,
  agreeLabel = DEFAULT_AGREE_LABEL,
  agreeLoading,
  showTitle = false,
}: TermsDocumentProps) => {
  const { productName, supportEmail } = usePublicConfig();
  const terms = termsFor(role, productName, supportEmail);
  return (
    <LegalDocumentView
      document={terms}
      supportEmail={supportEmail}
      sectionHeadingLevel={showTitle ? 3 : 2}
      header={
        showTitle ? (
          <div style={{ marginBottom: 24 }}>
            <Typography.Title level={2} style={{ marginTop: 0, marginBottom: 4 }}>
              {terms.title}
            </Typography.Title>
            <Typography.Text style={{ color: colors.textSecondary }}>
              {termsVersionLine(terms)}
            </Typography.Text>
          </div>
        ) : undefined
      }
      footer={
        onAgree ? (
          <AgreeButton label={agreeLabel} loading={agreeLoading} onAgree={onAgree} />
        ) : undefined
      }
    />
  );
};
