import { MailOutlined } from '@ant-design/icons';
import { usePublicConfig } from '@/features/public-config/hooks/usePublicConfig';

/**
 * customer.md §2: a floating link offering support by e-mail, bottom right of customer pages.
 * On phones it sits at the end of the page instead (global.css): floating there it would cover
 * the right of full-width buttons and fields.
 */
export const SupportLink = () => {
  const { supportEmail } = usePublicConfig();
  return (
    <a
      href={`mailto:${supportEmail}`}
      aria-label={`Help: contact support at ${supportEmail}`}
      title={`Contact support at ${supportEmail}`}
      className="th-support-link"
    >
      <MailOutlined aria-hidden style={{ fontSize: 18 }} />
      <span>Help</span>
    </a>
  );
};
