import {
  TermsDocument,
  termsFor,
  termsVersionLine,
  type TermsRole,
} from '@/features/legal/components/TermsDocument';
import { LegalLayout } from '@/features/legal/components/LegalLayout';
import { usePublicConfig } from '@/features/public-config/hooks/usePublicConfig';

type TermsPageProps = { role: TermsRole };

/** /seller/terms/v1 and /buyer/terms/v1: Terms & Conditions version 1.0. */
export const TermsPage = ({ role }: TermsPageProps) => {
  const { productName, supportEmail } = usePublicConfig();
  const terms = termsFor(role, productName, supportEmail);
  return (
    <LegalLayout title={terms.title} versionLine={termsVersionLine(terms)}>
      <TermsDocument role={role} />
    </LegalLayout>
  );
};

/** Route element for /seller/terms/v1. */
export const SellerTermsPage = () => <TermsPage role="sell" />;

/** Route element for /buyer/terms/v1. */
export const BuyerTermsPage = () => <TermsPage role="buy" />;
