import { CheckCircleFilled } from '@ant-design/icons';
import { Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { CookiePreferencesForm } from '@/features/cookie-consent/components/CookiePreferencesForm';
import { cookiePolicy } from '@/features/legal/content';
import { LegalDocumentView } from '@/features/legal/components/LegalDocumentView';
import { LegalLayout } from '@/features/legal/components/LegalLayout';
import { usePublicConfig } from '@/features/public-config/hooks/usePublicConfig';
import { colors } from '@/shared/theme';
import { AppIcon } from '@/shared/ui/AppIcon';

/**
 * /cookie-policy (last updated July 2023), with the visitor's cookie choices at the top: the
 * pop-up stays away on this page so the policy can be read, and the same choices are made here.
 */
export const CookiePolicyPage = () => {
  const { productName, supportEmail } = usePublicConfig();
  const policy = cookiePolicy(productName, supportEmail);
  const [saved, setSaved] = useState(false);

  return (
    <LegalLayout
      title={policy.title}
      versionLine={`Version ${policy.version} · Last updated ${policy.lastUpdated ?? policy.effectiveDate}`}
    >
      <LegalDocumentView
        document={policy}
        supportEmail={supportEmail}
        header={
          <Card
            variant="outlined"
            style={{ borderRadius: 16, marginBottom: 32 }}
            styles={{ body: { padding: 'clamp(20px, 4vw, 28px)' } }}
          >
            <section aria-labelledby="cookie-choices-title">
              <Typography.Title
                level={2}
                id="cookie-choices-title"
                style={{ fontSize: 22, marginTop: 0 }}
              >
                Your cookie choices
              </Typography.Title>
              <Typography.Paragraph style={{ color: colors.textSecondary }}>
                Choose which optional cookies we may use. You can come back and change this at any
                time.
              </Typography.Paragraph>
              <CookiePreferencesForm
                productName={productName}
                buttonSize="base"
                onSaved={() => setSaved(true)}
              />
              <div role="status" style={{ marginTop: saved ? 16 : 0 }}>
                {saved && (
                  <Flex align="center" gap={8}>
                    <AppIcon icon={CheckCircleFilled} color="success" />
                    Your cookie choices have been saved.
                  </Flex>
                )}
              </div>
            </section>
          </Card>
        }
      />
    </LegalLayout>
  );
};
