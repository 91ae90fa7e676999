import { LandingIcon, type LandingIconName } from '@/features/landing/components/LandingIcon';
import type { AudienceItem } from '@/features/landing/content';
import { colors } from '@/shared/theme';

const icons: Record<string, LandingIconName> = {
  'first-time-sellers': 'Key',
  'probate-and-representatives': 'Solution',
  landlords: 'Home',
  'chain-sellers': 'Apartment',
};

type EverySellerProps = { items: AudienceItem[] };

/** 'Made for every seller': who the service suits, two by two on wider screens. */
export const EverySeller = ({ items }: EverySellerProps) => (
  <ul className="th-grid th-grid--md-2">
    {items.map((item) => (
      <li key={item.id}>
        <div
          style={{
            display: 'flex',
            gap: 20,
            alignItems: 'flex-start',
            height: '100%',
            padding: 24,
            borderRadius: 16,
            background: colors.surface,
            border: `1px solid ${colors.border}`,
          }}
        >
          <span
            style={{
              flex: 'none',
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              width: 52,
              height: 52,
              borderRadius: '50%',
              background: colors.primarySoft,
            }}
          >
            <LandingIcon name={icons[item.id] ?? 'User'} color={colors.primary} size={24} />
          </span>
          <div>
            <h3 style={{ fontSize: 20, marginBottom: 6 }}>{item.title}</h3>
            <p style={{ color: colors.textSecondary }}>{item.text}</p>
          </div>
        </div>
      </li>
    ))}
  </ul>
);
