import { LandingIcon } from '@/features/landing/components/LandingIcon';
import type { SolicitorCard } from '@/features/landing/content';
import { LOCALE, TIME_ZONE } from '@/shared/format';
import { colors } from '@/shared/theme';

const monthYear = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  month: 'long',
  year: 'numeric',
});

/** '2021-03-15' → 'March 2021'. */
const formatMonthYear = (isoDate: string): string => monthYear.format(new Date(isoDate));

const initials = (name: string): string =>
  name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();

type SolicitorCardsProps = { cards: SolicitorCard[] };

/** Panel firms with their lead solicitor, bio, time on the panel and office address. */
export const SolicitorCards = ({ cards }: SolicitorCardsProps) => (
  <ul className="th-grid th-grid--lg-3">
    {cards.map((card) => (
      <li key={card.name}>
        <div className="th-card" style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          <div style={{ display: 'flex', alignItems: 'center', gap: 14 }}>
            <span
              aria-hidden
              style={{
                flex: 'none',
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
                width: 56,
                height: 56,
                borderRadius: '50%',
                background: colors.primarySoft,
                color: colors.primary,
                fontWeight: 700,
                fontSize: 18,
              }}
            >
              {initials(card.solicitorName)}
            </span>
            <div>
              <h3 style={{ fontSize: 18 }}>{card.solicitorName}</h3>
              <span style={{ color: colors.textSecondary }}>{card.name}</span>
            </div>
          </div>
          <p>{card.solicitorBio}</p>
          <div
            style={{
              display: 'flex',
              flexDirection: 'column',
              gap: 8,
              marginTop: 'auto',
              fontSize: 14,
            }}
          >
            <span style={{ color: colors.textSecondary, fontSize: 14 }}>
              On our panel since{' '}
              <time dateTime={card.startDate}>{formatMonthYear(card.startDate)}</time>
            </span>
            <div style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
              <LandingIcon
                name="Environment"
                color={colors.primary}
                size={16}
                style={{ marginTop: 3 }}
              />
              <address style={{ fontStyle: 'normal', color: colors.textSecondary }}>
                {card.line_1}
                <br />
                {card.line_2}
                <br />
                {card.line_3}
              </address>
            </div>
          </div>
        </div>
      </li>
    ))}
  </ul>
);
