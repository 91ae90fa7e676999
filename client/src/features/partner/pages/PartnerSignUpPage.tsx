import { RiseOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Card, Col, Flex, Row, Typography } from 'antd';
import type { ComponentProps } from 'react';
import { partnerContent } from '@/features/landing/content';
import { HubSpotForm } from '@/features/partner/components/HubSpotForm';
import { PartnerEnquiryForm } from '@/features/partner/components/PartnerEnquiryForm';
import { usePublicConfig } from '@/features/public-config/hooks/usePublicConfig';
import { colors } from '@/shared/theme';
import { AppIcon } from '@/shared/ui/AppIcon';
import { useDocumentTitle } from '@/shared/ui/useDocumentTitle';

type IconType = ComponentProps<typeof AppIcon>['icon'];

const benefitIcons: IconType[] = [RiseOutlined, SafetyCertificateOutlined];

/**
 * /partner-sign-up: why estate agents partner with us, two agents' words, and the sign-up form:
 * HubSpot's (region eu1) when the portal and form ids are configured, else our own enquiry form.
 */
export const PartnerSignUpPage = () => {
  const { productName, supportEmail, hubspotPortalId, hubspotFormId } = usePublicConfig();
  const content = partnerContent(productName);
  useDocumentTitle(content.pageTitle, productName);

  const fallbackForm = <PartnerEnquiryForm supportEmail={supportEmail} />;

  return (
    <>
      <section
        aria-labelledby="partner-title"
        style={{
          background: `linear-gradient(180deg, ${colors.primarySoft} 0%, ${colors.background} 100%)`,
          paddingBlock: 'clamp(40px, 7vw, 88px)',
        }}
      >
        <div className="th-container">
          <Row gutter={[{ xs: 0, lg: 48 }, 40]} align="top">
            <Col xs={24} lg={12}>
              <Flex vertical gap={16}>
                <Typography.Title
                  level={1}
                  id="partner-title"
                  style={{
                    margin: 0,
                    fontSize: 16,
                    fontWeight: 700,
                    letterSpacing: '0.06em',
                    textTransform: 'uppercase',
                    color: colors.primary,
                  }}
                >
                  {content.pageTitle}
                </Typography.Title>
                <Typography.Title
                  level={2}
                  style={{
                    margin: 0,
                    fontSize: 'clamp(2.125rem, 1.4rem + 3vw, 3.25rem)',
                    lineHeight: 1.1,
                    letterSpacing: '-0.02em',
                  }}
                >
                  {content.headline}
                </Typography.Title>
                <Typography.Paragraph style={{ margin: 0, fontSize: 18, maxWidth: 560 }}>
                  {content.intro}
                </Typography.Paragraph>
                <Flex vertical gap={16} style={{ marginTop: 16 }} role="list">
                  {content.benefits.map((benefit, index) => (
                    <Flex
                      key={benefit.id}
                      role="listitem"
                      gap={16}
                      align="flex-start"
                      style={{
                        background: colors.surface,
                        border: `1px solid ${colors.border}`,
                        borderRadius: 16,
                        padding: 20,
                      }}
                    >
                      <span
                        style={{
                          flex: 'none',
                          display: 'inline-flex',
                          alignItems: 'center',
                          justifyContent: 'center',
                          width: 48,
                          height: 48,
                          borderRadius: 12,
                          background: colors.primarySoft,
                        }}
                      >
                        <AppIcon
                          icon={benefitIcons[index] ?? RiseOutlined}
                          color="enabled"
                          size={22}
                        />
                      </span>
                      <div>
                        <Typography.Title
                          level={3}
                          style={{ fontSize: 19, marginTop: 0, marginBottom: 4 }}
                        >
                          {benefit.title}
                        </Typography.Title>
                        <Typography.Paragraph style={{ margin: 0, color: colors.textSecondary }}>
                          {benefit.text}
                        </Typography.Paragraph>
                      </div>
                    </Flex>
                  ))}
                </Flex>
              </Flex>
            </Col>
            <Col xs={24} lg={12}>
              <Card
                variant="outlined"
                style={{ borderRadius: 20, boxShadow: '0 24px 48px -32px rgba(11, 60, 64, 0.45)' }}
                styles={{ body: { padding: 'clamp(20px, 4vw, 32px)' } }}
              >
                <section aria-labelledby="partner-form-title">
                  <Typography.Title
                    level={2}
                    id="partner-form-title"
                    style={{ fontSize: 22, marginTop: 0, marginBottom: 20 }}
                  >
                    {content.formTitle}
                  </Typography.Title>
                  {hubspotPortalId && hubspotFormId ? (
                    <HubSpotForm
                      portalId={hubspotPortalId}
                      formId={hubspotFormId}
                      fallback={fallbackForm}
                    />
                  ) : (
                    fallbackForm
                  )}
                </section>
              </Card>
            </Col>
          </Row>
        </div>
      </section>

      <section
        aria-labelledby="partner-testimonials-title"
        style={{ background: colors.surface, paddingBlock: 'clamp(48px, 7vw, 88px)' }}
      >
        <div className="th-container">
          <Typography.Title
            level={2}
            id="partner-testimonials-title"
            style={{
              textAlign: 'center',
              marginTop: 0,
              marginBottom: 40,
              fontSize: 'clamp(1.75rem, 1.2rem + 2vw, 2.25rem)',
            }}
          >
            What estate agents say
          </Typography.Title>
          <Row gutter={[24, 24]} role="list">
            {content.testimonials.map((testimonial) => (
              <Col key={testimonial.id} xs={24} md={12} role="listitem">
                <figure
                  style={{
                    margin: 0,
                    height: '100%',
                    display: 'flex',
                    flexDirection: 'column',
                    gap: 20,
                    padding: 28,
                    borderRadius: 16,
                    background: colors.background,
                    border: `1px solid ${colors.border}`,
                  }}
                >
                  <blockquote style={{ margin: 0, fontSize: 18, lineHeight: 1.6 }}>
                    “{testimonial.quote}”
                  </blockquote>
                  <figcaption style={{ marginTop: 'auto' }}>
                    <span style={{ display: 'block', fontWeight: 700, color: colors.darkTeal }}>
                      {testimonial.name}
                    </span>
                    <span style={{ color: colors.textSecondary, fontSize: 14 }}>
                      {testimonial.agency}
                    </span>
                  </figcaption>
                </figure>
              </Col>
            ))}
          </Row>
        </div>
      </section>
    </>
  );
};
