import { LandingIcon } from '@/features/landing/components/LandingIcon';

type SupportLinkViewProps = { supportEmail: string };

/**
 * customer.md §2: a floating link offering support by e-mail, bottom right of customer pages.
 * On phones it sits at the end of the page instead (global.css): floating there it would cover
 * the right of full-width buttons and fields. Plain markup, so the light landing can show it too.
 */
export const SupportLinkView = ({ supportEmail }: SupportLinkViewProps) => (
  <a
    href={`mailto:${supportEmail}`}
    aria-label={`Help: contact support at ${supportEmail}`}
    title={`Contact support at ${supportEmail}`}
    className="th-support-link"
  >
    <LandingIcon name="Mail" size={18} />
    <span>Help</span>
  </a>
);
