import { Alert, Flex, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useUnsubscribeProgressEmailsMutation } from '@/api/generated';
import { serverMessageOr } from '@/api/baseQuery';
import { DocumentTitle } from '@/features/public-config/components/DocumentTitle';
import { AppButton } from '@/shared/ui/AppButton';
import { AppLinkButton } from '@/shared/ui/AppLinkButton';

const TITLE = 'Stop progress e-mails';
const INVALID_LINK =
  'This unsubscribe link is not valid. Sign in to turn progress e-mails off from your dashboard.';

/**
 * /progress-emails/unsubscribe?user=…&token=…: where a progress e-mail's link leads. Opening it
 * changes nothing (mail scanners open links too); the button turns the e-mails off, with no
 * sign-in. Mail apps that offer one-click unsubscribe POST the same address without this page.
 */
export const UnsubscribePage = () => {
  const [params] = useSearchParams();
  const user = params.get('user') ?? '';
  const token = params.get('token') ?? '';
  const [unsubscribe, result] = useUnsubscribeProgressEmailsMutation();
  const done = result.isSuccess;

  const handleConfirm = () => {
    void unsubscribe({ user, token });
  };

  return (
    <Flex
      vertical
      align="center"
      gap={8}
      style={{ minHeight: '60vh', padding: '48px 16px', textAlign: 'center' }}
    >
      <DocumentTitle title={TITLE} />
      <Typography.Title level={1} style={{ marginBottom: 0 }}>
        {done ? 'Progress e-mails are off' : `${TITLE}?`}
      </Typography.Title>
      {!user || !token ? (
        <Alert type="error" showIcon title={INVALID_LINK} style={{ maxWidth: 520 }} />
      ) : done ? (
        <div role="status">
          <Typography.Paragraph style={{ maxWidth: 520 }}>
            We will no longer e-mail you when your sale or purchase moves on. You can still see its
            progress on your dashboard, and turn these e-mails back on there.
          </Typography.Paragraph>
          <AppLinkButton to="/welcome-back" variant="secondary">
            Go to your dashboard
          </AppLinkButton>
        </div>
      ) : (
        <>
          <Typography.Paragraph style={{ maxWidth: 520 }}>
            We e-mail you when your sale or purchase moves on: solicitors instructed, identity
            checks, searches, sale agreed, exchange and completion. Stop these e-mails? Other
            e-mails, such as sign-in links, are not affected.
          </Typography.Paragraph>
          {result.isError && (
            <Alert
              type="error"
              showIcon
              title={serverMessageOr(result.error, INVALID_LINK)}
              style={{ maxWidth: 520 }}
            />
          )}
          <AppButton onClick={handleConfirm} loading={result.isLoading}>
            {TITLE}
          </AppButton>
        </>
      )}
    </Flex>
  );
};
