import { usePublicConfig } from '@/features/public-config/hooks/usePublicConfig';
import { SupportLinkView } from '@/features/support/components/SupportLinkView';

/** The floating support link (SupportLinkView) with the public configuration's support e-mail. */
export const SupportLink = () => {
  const { supportEmail } = usePublicConfig();
  return <SupportLinkView supportEmail={supportEmail} />;
};
