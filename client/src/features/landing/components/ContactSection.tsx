import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { LandingIcon } from '@/features/landing/components/LandingIcon';
import { sectionPaddingBlock } from '@/features/landing/components/Section';
import type { LandingContent } from '@/features/landing/content';
import { colors } from '@/shared/theme';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden';

// The form (antd's form kit, phone-number rules) is an island: its own chunk, with the providers
// it needs when the page has none (the light landing).
const ContactFormIsland = lazy(() =>
  import('@/features/landing/components/ContactFormIsland').then((m) => ({
    default: m.ContactFormIsland,
  })),
);

type ContactSectionProps = {
  contact: LandingContent['contact'];
  supportEmail: string;
  titleId: string;
  /**
   * `now` (the full app, whose antd is loaded already) or `later` (the light landing): as soon as
   * the section comes near the screen, so that a visitor who never scrolls that far never
   * downloads the form kit (issue 25: `/` stays light until the network is idle).
   */
  loadForm?: 'now' | 'later';
};

/**
 * True from the start (`now`), or once `ref` comes within 800 px of the viewport; where the
 * browser cannot tell (no IntersectionObserver), a second after the first paint.
 */
const useLoadWhenReady = (mode: 'now' | 'later', ref: RefObject<HTMLElement | null>) => {
  const [ready, setReady] = useState(mode === 'now');
  useEffect(() => {
    if (ready) return undefined;
    const load = () => setReady(true);
    if (typeof IntersectionObserver !== 'function' || !ref.current) {
      const timer = window.setTimeout(load, 1000);
      return () => window.clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load();
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [ready, ref]);
  return ready;
};

const FormPlaceholder = () => (
  <div className="th-form-placeholder">
    <VisuallyHidden>Loading...</VisuallyHidden>
  </div>
);

/** The contact form on the `#contact` anchor, with the 24-hour reply promise beside it. */
export const ContactSection = ({
  contact,
  supportEmail,
  titleId,
  loadForm = 'now',
}: ContactSectionProps) => {
  const sectionRef = useRef<HTMLElement>(null);
  const showForm = useLoadWhenReady(loadForm, sectionRef);
  return (
    <section
      ref={sectionRef}
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
        <div className="th-contact-grid">
          <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
            <h2 id={titleId} style={{ fontSize: 'clamp(1.75rem, 1.2rem + 2vw, 2.5rem)' }}>
              {contact.title}
            </h2>
            <p style={{ fontSize: 18, color: colors.textSecondary }}>{contact.intro}</p>
            <div style={{ display: 'flex', flexDirection: 'column', gap: 12, marginTop: 8 }}>
              <div style={{ display: 'flex', alignItems: 'center', gap: 10 }}>
                <LandingIcon name="ClockCircle" color={colors.primary} size={18} />
                <span>We reply within 24 hours</span>
              </div>
              <div style={{ display: 'flex', alignItems: 'center', gap: 10 }}>
                <LandingIcon name="Mail" color={colors.primary} size={18} />
                <span>
                  Prefer e-mail? <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
                </span>
              </div>
            </div>
          </div>
          <div
            style={{
              border: `1px solid ${colors.border}`,
              borderRadius: 16,
              background: colors.background,
              padding: 'clamp(20px, 4vw, 32px)',
            }}
          >
            {showForm ? (
              <Suspense fallback={<FormPlaceholder />}>
                <ContactFormIsland
                  submitLabel={contact.submitLabel}
                  successMessage={contact.successMessage}
                  supportEmail={supportEmail}
                />
              </Suspense>
            ) : (
              <FormPlaceholder />
            )}
          </div>
        </div>
      </div>
    </section>
  );
};
