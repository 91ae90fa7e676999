import { LandingIcon } from '@/features/landing/components/LandingIcon';
import { landingButtonClass, LandingLink } from '@/features/landing/components/LandingLink';
import type { LandingHero } from '@/features/landing/content';
import { FREE_LEGALS_CLAIM } from '@/features/landing/content';
import { colors } from '@/shared/theme';

type HeroProps = { hero: LandingHero; titleId: string };

/** The subheading with the '£2,500+' claim picked out. */
const Subheading = ({ text }: { text: string }) => {
  const at = text.indexOf(FREE_LEGALS_CLAIM);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <strong
        style={{
          color: colors.darkTeal,
          background: colors.highlight,
          borderRadius: 6,
          padding: '0 6px',
          boxDecorationBreak: 'clone',
          WebkitBoxDecorationBreak: 'clone',
        }}
      >
        {FREE_LEGALS_CLAIM}
      </strong>
      {text.slice(at + FREE_LEGALS_CLAIM.length)}
    </>
  );
};

const readinessItems = [
  'Solicitor instructed',
  'ID checks complete',
  'Searches back',
  'Contract pack ready',
];

/** A decorative "sale file" card: what legally ready looks like. Hidden from assistive tech. */
const ReadinessIllustration = () => (
  <div aria-hidden style={{ position: 'relative', maxWidth: 400, marginInline: 'auto' }}>
    <div
      style={{
        position: 'absolute',
        inset: '8% -6% -6% 10%',
        borderRadius: 28,
        background: colors.primary,
        opacity: 0.12,
        transform: 'rotate(4deg)',
      }}
    />
    <div
      style={{
        position: 'relative',
        background: colors.surface,
        borderRadius: 20,
        border: `1px solid ${colors.border}`,
        boxShadow: '0 24px 48px -24px rgba(11, 60, 64, 0.35)',
        padding: 24,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 20 }}>
        <span
          style={{
            display: 'inline-flex',
            width: 44,
            height: 44,
            borderRadius: 12,
            alignItems: 'center',
            justifyContent: 'center',
            background: colors.primarySoft,
          }}
        >
          <LandingIcon name="FileProtect" color={colors.primary} size={22} />
        </span>
        <div>
          <div style={{ fontWeight: 700, color: colors.darkTeal }}>Your sale</div>
          <div style={{ fontSize: 14, color: colors.textSecondary }}>Legally ready</div>
        </div>
      </div>
      <div
        style={{
          height: 8,
          borderRadius: 4,
          background: colors.primarySoft,
          overflow: 'hidden',
          marginBottom: 20,
        }}
      >
        <div style={{ width: '100%', height: '100%', background: colors.success }} />
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 14 }}>
        {readinessItems.map((item) => (
          <div
            key={item}
            style={{ display: 'flex', alignItems: 'center', gap: 10, color: colors.text }}
          >
            <LandingIcon name="CheckCircle" color={colors.success} size={18} />
            {item}
          </div>
        ))}
      </div>
    </div>
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        position: 'absolute',
        right: -8,
        bottom: -20,
        background: colors.darkTeal,
        color: colors.textOnDark,
        borderRadius: 999,
        padding: '8px 16px',
        fontSize: 14,
        fontWeight: 600,
        boxShadow: '0 12px 24px -12px rgba(11, 60, 64, 0.6)',
      }}
    >
      <LandingIcon name="ClockCircle" />
      Exchange in about two weeks
    </div>
  </div>
);

/** The top of the landing page: the one H1, the £2,500+ claim and the two ways in. */
export const Hero = ({ hero, titleId }: HeroProps) => (
  <section
    aria-labelledby={titleId}
    style={{
      background: `linear-gradient(180deg, ${colors.primarySoft} 0%, ${colors.background} 100%)`,
      paddingBlock: 'clamp(40px, 7vw, 96px) clamp(56px, 8vw, 112px)',
      overflow: 'hidden',
    }}
  >
    <div className="th-container">
      <div className="th-hero-grid">
        <div
          style={{ display: 'flex', flexDirection: 'column', gap: 20, alignItems: 'flex-start' }}
        >
          <div
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: 8,
              background: colors.surface,
              border: `1px solid ${colors.border}`,
              borderRadius: 999,
              padding: '6px 14px',
              fontSize: 14,
              fontWeight: 600,
              color: colors.darkTeal,
            }}
          >
            <LandingIcon name="SafetyCertificate" color={colors.primary} size={16} />
            For homes in England and Wales
          </div>
          <h1
            id={titleId}
            style={{
              fontSize: 'clamp(2.125rem, 1.4rem + 3vw, 3.5rem)',
              lineHeight: 1.1,
              letterSpacing: '-0.02em',
            }}
          >
            {hero.headline}
          </h1>
          <p style={{ fontSize: 'clamp(1.0625rem, 1rem + 0.4vw, 1.25rem)', maxWidth: 600 }}>
            <Subheading text={hero.subheading} />
          </p>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, width: '100%', marginTop: 8 }}>
            <LandingLink
              href={hero.primaryCta.href}
              className={landingButtonClass('marketing', 'flex')}
            >
              {hero.primaryCta.label}
            </LandingLink>
            <LandingLink
              href={hero.secondaryCta.href}
              className={landingButtonClass('secondary', 'flex')}
            >
              {hero.secondaryCta.label}
            </LandingLink>
          </div>
          <div
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: 8,
              color: colors.textSecondary,
              fontSize: 14,
            }}
          >
            <LandingIcon name="ClockCircle" color={colors.primary} size={16} />
            Onboarding takes under 5 minutes. No passwords to remember.
          </div>
        </div>
        <div>
          <ReadinessIllustration />
        </div>
      </div>
    </div>
  </section>
);
