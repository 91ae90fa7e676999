import { ClockCircleOutlined, MailOutlined } from '@ant-design/icons';
import { Card, Col, Flex, Row, Skeleton, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import type { LandingContent } from '@/features/landing/content';
import { sectionPaddingBlock } from '@/features/landing/components/Section';
import { colors } from '@/shared/theme';
import { AppIcon } from '@/shared/ui/AppIcon';

// The form (with its phone-number rules) is below the fold: it loads after the first screen.
const ContactForm = lazy(() =>
  import('@/features/landing/components/ContactForm').then((m) => ({ default: m.ContactForm })),
);

type ContactSectionProps = {
  contact: LandingContent['contact'];
  supportEmail: string;
  titleId: string;
};

/** The contact form on the `#contact` anchor, with the 24-hour reply promise beside it. */
export const ContactSection = ({ contact, supportEmail, titleId }: ContactSectionProps) => (
  <section
    id={contact.anchor}
    aria-labelledby={titleId}
    tabIndex={-1}
    style={{
      background: colors.surface,
      paddingBlock: sectionPaddingBlock,
      scrollMarginTop: 72,
      outline: 'none',
    }}
  >
    <div className="th-container">
      <Row gutter={[{ xs: 0, lg: 48 }, 32]}>
        <Col xs={24} lg={10}>
          <Flex vertical gap={16}>
            <Typography.Title
              level={2}
              id={titleId}
              style={{ margin: 0, fontSize: 'clamp(1.75rem, 1.2rem + 2vw, 2.5rem)' }}
            >
              {contact.title}
            </Typography.Title>
            <Typography.Paragraph style={{ margin: 0, fontSize: 18, color: colors.textSecondary }}>
              {contact.intro}
            </Typography.Paragraph>
            <Flex vertical gap={12} style={{ marginTop: 8 }}>
              <Flex align="center" gap={10}>
                <AppIcon icon={ClockCircleOutlined} color="enabled" size={18} />
                <span>We reply within 24 hours</span>
              </Flex>
              <Flex align="center" gap={10}>
                <AppIcon icon={MailOutlined} color="enabled" size={18} />
                <span>
                  Prefer e-mail? <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
                </span>
              </Flex>
            </Flex>
          </Flex>
        </Col>
        <Col xs={24} lg={14}>
          <Card
            variant="outlined"
            style={{ borderRadius: 16, background: colors.background }}
            styles={{ body: { padding: 'clamp(20px, 4vw, 32px)' } }}
          >
            <Suspense
              fallback={<Skeleton active paragraph={{ rows: 8 }} aria-label="Loading..." />}
            >
              <ContactForm
                submitLabel={contact.submitLabel}
                successMessage={contact.successMessage}
                supportEmail={supportEmail}
              />
            </Suspense>
          </Card>
        </Col>
      </Row>
    </div>
  </section>
);
