import { Flex, Typography } from 'antd';
import { useAuth } from '@/features/auth/hooks/useAuth';
import { authMessages } from '@/features/auth/messages';
import { ADMIN_PATH, SIGN_IN_PATH, WELCOME_BACK_PATH } from '@/features/auth/roles';
import { DocumentTitle } from '@/features/public-config/components/DocumentTitle';
import { AppLinkButton } from '@/shared/ui/AppLinkButton';

/** Issue 25: a used or expired link opened by someone who is still signed in. */
export const STILL_SIGNED_IN_TEXT =
  'This link has been used already or is out of date, but that does not matter: you are still signed in.';

/**
 * /authenticate/link-expired: a missing, used or expired magic link (customer.md §2). Someone
 * still signed in (say they opened an old link from their inbox) needs no new link: they are
 * told so and offered their home page instead of 'Go to Sign In'.
 */
export const LinkExpiredPage = () => {
  const { isSignedIn, isAdmin } = useAuth();
  return (
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
      {isSignedIn ? (
        <>
          <Typography.Paragraph style={{ maxWidth: 520 }}>
            {STILL_SIGNED_IN_TEXT}
          </Typography.Paragraph>
          <AppLinkButton to={isAdmin ? ADMIN_PATH : WELCOME_BACK_PATH}>
            {isAdmin ? 'Go to the back office' : 'Go to your properties'}
          </AppLinkButton>
        </>
      ) : (
        <>
          <Typography.Paragraph style={{ maxWidth: 520 }}>
            Magic links work once and expire after 10 minutes. Ask for a new one and we&apos;ll
            e-mail it to you.
          </Typography.Paragraph>
          <AppLinkButton to={SIGN_IN_PATH}>{authMessages.goToSignIn}</AppLinkButton>
        </>
      )}
    </Flex>
  );
};
