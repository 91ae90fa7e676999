import { Link } from 'react-router';
import { colors } from '@/shared/theme';

type BrandLinkProps = { productName: string; to?: string };

/** The logo mark and product name, linking home. */
export const BrandLink = ({ productName, to = '/' }: BrandLinkProps) => (
  <Link
    to={to}
    style={{
      display: 'inline-flex',
      alignItems: 'center',
      gap: 10,
      color: colors.textOnDark,
      fontSize: 20,
      fontWeight: 700,
      textDecoration: 'none',
      lineHeight: 1,
    }}
  >
    <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden focusable="false">
      <rect width="32" height="32" rx="7" fill={colors.textOnDark} />
      <path d="M7 16.5 16 9l9 7.5V25h-6v-5h-6v5H7z" fill={colors.primary} />
    </svg>
    <span>{productName}</span>
  </Link>
);
