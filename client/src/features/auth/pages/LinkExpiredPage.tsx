import { Flex, Typography } from 'antd';
import { authMessages } from '@/features/auth/messages';
import { SIGN_IN_PATH } from '@/features/auth/roles';
import { DocumentTitle } from '@/features/public-config/components/DocumentTitle';
import { AppLinkButton } from '@/shared/ui/AppLinkButton';

/** /authenticate/link-expired: a missing, used or expired magic link (customer.md §2). */
export const LinkExpiredPage = () => (
  <Flex
    vertical
    align="center"
    justify="center"
    gap={8}
    style={{ minHeight: '60vh', padding: '48px 16px', textAlign: 'center' }}
  >
    <DocumentTitle title={authMessages.linkExpiredTitle} />
    <Typography.Title level={1} style={{ marginBottom: 0 }}>
      {authMessages.linkExpiredTitle}
    </Typography.Title>
    <Typography.Paragraph style={{ maxWidth: 520 }}>
      Magic links work once and expire after 10 minutes. Ask for a new one and we&apos;ll e-mail it
      to you.
    </Typography.Paragraph>
    <AppLinkButton to={SIGN_IN_PATH}>{authMessages.goToSignIn}</AppLinkButton>
  </Flex>
);
