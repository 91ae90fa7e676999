import type { LandingStep } from '@/features/landing/content';
import { colors } from '@/shared/theme';

type StepsProps = { items: LandingStep[] };

/** The three steps, as an ordered list with big numbered markers (side by side from tablet up). */
export const Steps = ({ items }: StepsProps) => (
  <ol className="th-steps">
    {items.map((step) => (
      <li key={step.id} className="th-step">
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
            border: `2px solid ${colors.primary}`,
            background: colors.surface,
            color: colors.primary,
            fontSize: 24,
            fontWeight: 800,
          }}
        >
          {step.number}
        </span>
        <div>
          <h3 style={{ fontSize: 20, marginBottom: 8 }}>{step.title}</h3>
          <p style={{ color: colors.textSecondary }}>{step.text}</p>
        </div>
      </li>
    ))}
  </ol>
);
