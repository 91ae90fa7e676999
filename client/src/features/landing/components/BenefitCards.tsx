import type { BenefitCard } from '@/features/landing/content';
import { colors } from '@/shared/theme';

type BenefitCardsProps = { cards: BenefitCard[] };

/** Three headline benefits, each led by its figure. */
export const BenefitCards = ({ cards }: BenefitCardsProps) => (
  <ul className="th-grid th-grid--md-3">
    {cards.map((card) => (
      <li key={card.id}>
        <div className="th-card">
          <div
            aria-hidden
            style={{
              fontSize: 'clamp(2.25rem, 1.8rem + 1.5vw, 3rem)',
              fontWeight: 800,
              lineHeight: 1,
              color: colors.primary,
              marginBottom: 16,
              letterSpacing: '-0.02em',
            }}
          >
            {card.stat}
          </div>
          <h3 style={{ fontSize: 20, marginBottom: 8 }}>{card.title}</h3>
          <p style={{ color: colors.textSecondary }}>{card.text}</p>
        </div>
      </li>
    ))}
  </ul>
);
