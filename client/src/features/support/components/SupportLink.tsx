import { MailOutlined } from '@ant-design/icons';
import { usePublicConfig } from '@/features/public-config/hooks/usePublicConfig';
import { colors } from '@/shared/theme';

/** customer.md §2: a floating link offering support by e-mail, bottom right of customer pages. */
export const SupportLink = () => {
  const { supportEmail } = usePublicConfig();
  return (
    <a
      href={`mailto:${supportEmail}`}
      aria-label={`Contact support at ${supportEmail}`}
      title={`Contact support at ${supportEmail}`}
      style={{
        position: 'fixed',
        right: 16,
        bottom: 16,
        zIndex: 900,
        display: 'inline-flex',
        alignItems: 'center',
        gap: 8,
        padding: '12px 18px',
        borderRadius: 999,
        background: colors.primary,
        color: colors.textOnDark,
        fontWeight: 600,
        textDecoration: 'none',
        boxShadow: '0 6px 18px rgba(11, 60, 64, 0.25)',
      }}
    >
      <MailOutlined aria-hidden style={{ fontSize: 18 }} />
      <span>Help</span>
    </a>
  );
};
