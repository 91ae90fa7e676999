import { CheckCircleFilled } from '@ant-design/icons';
import { Alert, Flex, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useSignInMutation } from '@/api/generated';
import { toSignInDto } from '@/features/auth/forms/signInSchema';
import { useMagicLinkRequest } from '@/features/auth/hooks/useMagicLinkRequest';
import { authMessages, magicLinkErrorMessage } from '@/features/auth/messages';
import { canResendMagicLink, recordMagicLinkSent } from '@/features/auth/storage';
import { AppButton } from '@/shared/ui/AppButton';
import { AppIcon } from '@/shared/ui/AppIcon';

type MagicLinkSentProps = {
  /** The confirmation (differs between sign-up and sign-in). */
  message: string;
  /** The address the link went to, for 'Send email again'. */
  destination: string;
  preventEmail: boolean;
  /**
   * What the server said of the last send: true when it skipped the e-mail (preventEmail was
   * honoured), false when the e-mail went.
   */
  emailPrevented: boolean;
  /** Told of each resend's answer (the page withdraws the preventEmail banner when one is sent). */
  onSent?: (emailPrevented: boolean) => void;
};

/** Issue 25: the preventEmail flag asked for no e-mail; say what the server did instead. */
export const EMAIL_SENT_ANYWAY =
  'Sending can only be turned off in a test environment, so this e-mail was sent as usual.';
export const EMAIL_NOT_SENT = 'No e-mail was sent: sending is turned off for this test.';

type ResendState = { kind: 'idle' } | { kind: 'sent' } | { kind: 'error'; message: string };

/**
 * Shown once a magic link is on its way. 'Send email again' asks for a new link (as a sign-in:
 * the account exists by now) only when a send was recorded at least a minute ago.
 */
export const MagicLinkSent = ({
  message,
  destination,
  preventEmail,
  emailPrevented,
  onSent,
}: MagicLinkSentProps) => {
  const [signIn, { isLoading }] = useSignInMutation();
  const requestMagicLink = useMagicLinkRequest();
  const [resend, setResend] = useState<ResendState>({ kind: 'idle' });
  const messageRef = useRef<HTMLDivElement>(null);

  // Move focus to the confirmation, so keyboard and screen-reader users land on the news.
  useEffect(() => messageRef.current?.focus(), []);

  const handleSendAgain = async () => {
    if (!canResendMagicLink()) {
      setResend({ kind: 'error', message: authMessages.resendTooSoon });
      return;
    }
    setResend({ kind: 'idle' });
    const outcome = await requestMagicLink((token) =>
      signIn({
        'X-Recaptcha-Token': token,
        signInDto: toSignInDto(destination, preventEmail),
      }).unwrap(),
    );
    if (outcome.kind === 'stopped') return;
    if (outcome.kind === 'failed') {
      setResend({ kind: 'error', message: magicLinkErrorMessage(outcome.error, 'signIn') });
      return;
    }
    recordMagicLinkSent();
    onSent?.(outcome.data.emailPrevented === true);
    setResend({ kind: 'sent' });
  };

  return (
    <Flex vertical gap={16} align="flex-start">
      <Flex
        ref={messageRef}
        tabIndex={-1}
        role="status"
        gap={12}
        align="flex-start"
        style={{ outline: 'none' }}
      >
        <AppIcon icon={CheckCircleFilled} color="success" size={24} />
        <Typography.Paragraph style={{ margin: 0, fontSize: 17 }}>{message}</Typography.Paragraph>
      </Flex>
      {preventEmail && (
        <Typography.Text type="secondary">
          {emailPrevented ? EMAIL_NOT_SENT : EMAIL_SENT_ANYWAY}
        </Typography.Text>
      )}
      <AppButton variant="link" loading={isLoading} onClick={() => void handleSendAgain()}>
        {authMessages.sendAgain}
      </AppButton>
      {resend.kind === 'sent' && (
        <Typography.Text role="status">We&apos;ve sent the email again.</Typography.Text>
      )}
      {resend.kind === 'error' && (
        <Alert type="error" showIcon role="alert" title={resend.message} />
      )}
    </Flex>
  );
};
