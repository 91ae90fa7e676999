import type { CSSProperties, ReactNode } from 'react';
import { colors } from '@/shared/theme';

export type SectionTone = 'surface' | 'background' | 'soft' | 'dark';

const toneStyles: Record<SectionTone, { background: string; color: string; heading: string }> = {
  surface: { background: colors.surface, color: colors.text, heading: colors.darkTeal },
  background: { background: colors.background, color: colors.text, heading: colors.darkTeal },
  soft: { background: colors.primarySoft, color: colors.text, heading: colors.darkTeal },
  dark: { background: colors.darkTeal, color: colors.textOnDark, heading: colors.textOnDark },
};

type SectionProps = {
  /** Id of the section itself (an in-page anchor such as `contact`). */
  id?: string;
  /** Id given to the heading; the section is labelled by it (a named region landmark). */
  titleId: string;
  title: string;
  intro?: ReactNode;
  tone?: SectionTone;
  /** Centre the heading and intro (the default) or align them to the start. */
  headerAlign?: 'center' | 'start';
  children: ReactNode;
  style?: CSSProperties;
};

/** Fluid vertical rhythm: tighter on phones, roomier on wide screens (no breakpoint needed). */
export const sectionPaddingBlock = 'clamp(48px, 8vw, 96px)';

/** One landing-page band: a named region with an H2, an optional intro and its content. */
export const Section = ({
  id,
  titleId,
  title,
  intro,
  tone = 'surface',
  headerAlign = 'center',
  children,
  style,
}: SectionProps) => {
  const look = toneStyles[tone];
  const centred = headerAlign === 'center';
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      style={{
        background: look.background,
        color: look.color,
        paddingBlock: sectionPaddingBlock,
        scrollMarginTop: 72,
        ...style,
      }}
    >
      <div className="th-container">
        <div
          style={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: centred ? 'center' : 'flex-start',
            gap: 12,
            marginBottom: 40,
            textAlign: centred ? 'center' : 'start',
          }}
        >
          <h2
            id={titleId}
            style={{
              color: look.heading,
              fontSize: 'clamp(1.75rem, 1.2rem + 2vw, 2.5rem)',
              lineHeight: 1.2,
            }}
          >
            {title}
          </h2>
          {intro && (
            <p
              style={{
                maxWidth: 640,
                fontSize: 18,
                color: tone === 'dark' ? look.color : colors.textSecondary,
              }}
            >
              {intro}
            </p>
          )}
        </div>
        {children}
      </div>
    </section>
  );
};
