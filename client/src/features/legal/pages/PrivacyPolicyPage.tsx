import { privacyPolicy } from '@/features/legal/content';
import { LegalDocumentView } from '@/features/legal/components/LegalDocumentView';
import { LegalLayout } from '@/features/legal/components/LegalLayout';
import { usePublicConfig } from '@/features/public-config/hooks/usePublicConfig';

/** /privacy-policy (last updated July 2023). */
export const PrivacyPolicyPage = () => {
  const { productName, supportEmail } = usePublicConfig();
  const policy = privacyPolicy(productName, supportEmail);
  return (
    <LegalLayout
      title={policy.title}
      versionLine={`Version ${policy.version} · Last updated ${policy.lastUpdated ?? policy.effectiveDate}`}
    >
      <LegalDocumentView document={policy} supportEmail={supportEmail} />
    </LegalLayout>
  );
};
