import { LandingIcon } from '@/features/landing/components/LandingIcon';
import { landingButtonClass, LandingLink } from '@/features/landing/components/LandingLink';
import type { LandingContent } from '@/features/landing/content';
import { colors } from '@/shared/theme';

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
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 24,
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
        <div
          style={{
            display: 'flex',
            gap: 20,
            alignItems: 'flex-start',
            position: 'relative',
            flex: '1 1 420px',
          }}
        >
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
            <LandingIcon name="Shop" />
          </span>
          <div>
            <h2 id={titleId} style={{ color: colors.textOnDark, marginBottom: 8, fontSize: 28 }}>
              {banner.title}
            </h2>
            <p style={{ color: colors.textOnDark, maxWidth: 620, fontSize: 17 }}>{banner.text}</p>
          </div>
        </div>
        <div style={{ position: 'relative', flex: '0 1 auto', minWidth: 0 }}>
          <LandingLink href={banner.cta.href} className={landingButtonClass('marketing', 'lg')}>
            {banner.cta.label}
          </LandingLink>
        </div>
      </div>
    </div>
  </section>
);
