import type { Testimonial } from '@/features/landing/content';
import { colors } from '@/shared/theme';

const roleLabels: Record<Testimonial['role'], string> = { seller: 'Seller', buyer: 'Buyer' };

type TestimonialsProps = { items: Testimonial[] };

const initials = (name: string): string =>
  name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .replace(/[^\p{L}]/gu, '')
    .slice(0, 2)
    .toUpperCase();

/** Six customer quotes, each a figure with its quote and who said it. */
export const Testimonials = ({ items }: TestimonialsProps) => (
  <ul className="th-grid th-grid--md-2 th-grid--lg-3">
    {items.map((item) => (
      <li key={item.id}>
        <figure
          style={{
            margin: 0,
            height: '100%',
            display: 'flex',
            flexDirection: 'column',
            gap: 20,
            padding: 28,
            borderRadius: 16,
            background: colors.surface,
            boxShadow: '0 1px 2px rgba(11, 60, 64, 0.08)',
          }}
        >
          <span
            aria-hidden
            style={{
              fontSize: 56,
              lineHeight: 0.6,
              height: 24,
              fontFamily: 'Georgia, serif',
              color: colors.primary,
            }}
          >
            “
          </span>
          <blockquote style={{ margin: 0, fontSize: 17, lineHeight: 1.6, color: colors.text }}>
            {item.quote}
          </blockquote>
          <figcaption style={{ marginTop: 'auto' }}>
            <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
              <span
                aria-hidden
                style={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  width: 40,
                  height: 40,
                  borderRadius: '50%',
                  background: colors.darkTeal,
                  color: colors.textOnDark,
                  fontWeight: 700,
                  fontSize: 14,
                }}
              >
                {initials(item.name)}
              </span>
              <span>
                <span style={{ display: 'block', fontWeight: 700, color: colors.darkTeal }}>
                  {item.name}
                </span>
                <span style={{ display: 'block', fontSize: 14, color: colors.textSecondary }}>
                  {roleLabels[item.role]}, {item.town}
                </span>
              </span>
            </div>
          </figcaption>
        </figure>
      </li>
    ))}
  </ul>
);
