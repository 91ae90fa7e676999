import { ShopOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import type { LandingContent } from '@/features/landing/content';
import { colors } from '@/shared/theme';
import { AppLinkButton } from '@/shared/ui/AppLinkButton';

type EstateAgentBannerProps = {
  banner: LandingContent['estateAgentBanner'];
  titleId: string;
};

/** A dark band inviting estate agents to the partner page. */
export const EstateAgentBanner = ({ banner, titleId }: EstateAgentBannerProps) => (
  <section
    aria-labelledby={titleId}
    style={{ background: colors.background, paddingBlock: 'clamp(32px, 6vw, 64px)' }}
  >
    <div className="th-container">
      <Flex
        wrap
        align="center"
        justify="space-between"
        gap={24}
        style={{
          background: colors.darkTeal,
          color: colors.textOnDark,
          borderRadius: 24,
          padding: 'clamp(24px, 5vw, 48px)',
          position: 'relative',
          overflow: 'hidden',
        }}
      >
        <span
          aria-hidden
          style={{
            position: 'absolute',
            width: 280,
            height: 280,
            right: -80,
            top: -120,
            borderRadius: '50%',
            background: colors.primary,
            opacity: 0.6,
          }}
        />
        <Flex gap={20} align="flex-start" style={{ position: 'relative', flex: '1 1 420px' }}>
          <span
            aria-hidden
            style={{
              flex: 'none',
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              width: 52,
              height: 52,
              borderRadius: 14,
              background: colors.marketing,
              color: colors.darkTeal,
              fontSize: 24,
            }}
          >
            <ShopOutlined />
          </span>
          <div>
            <Typography.Title
              level={2}
              id={titleId}
              style={{ color: colors.textOnDark, marginTop: 0, marginBottom: 8, fontSize: 28 }}
            >
              {banner.title}
            </Typography.Title>
            <Typography.Paragraph
              style={{ color: colors.textOnDark, margin: 0, maxWidth: 620, fontSize: 17 }}
            >
              {banner.text}
            </Typography.Paragraph>
          </div>
        </Flex>
        <div style={{ position: 'relative', flex: '0 1 auto', minWidth: 0 }}>
          <AppLinkButton to={banner.cta.href} variant="marketingPrimary" size="lg">
            {banner.cta.label}
          </AppLinkButton>
        </div>
      </Flex>
    </div>
  </section>
);
