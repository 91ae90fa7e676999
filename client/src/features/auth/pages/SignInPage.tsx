import { Alert, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useSignInMutation } from '@/api/generated';
import { AuthPageShell } from '@/features/auth/components/AuthPageShell';
import { MagicLinkSent } from '@/features/auth/components/MagicLinkSent';
import {
  isSignInReady,
  signInRules,
  toSignInDto,
  type SignInValues,
} from '@/features/auth/forms/signInSchema';
import { sanitizeEmail } from '@/shared/validation/text';
import { useAuth } from '@/features/auth/hooks/useAuth';
import { useMagicLinkRequest } from '@/features/auth/hooks/useMagicLinkRequest';
import { authMessages, magicLinkErrorMessage } from '@/features/auth/messages';
import { isFlagSet, PREVENT_EMAIL_PARAM } from '@/features/auth/queryFlags';
import {
  rememberReturnPath,
  RETURN_TO_PARAM,
  safeReturnPath,
  SESSION_EXPIRED_PARAM,
} from '@/features/auth/returnPath';
import { getStartedPath, WELCOME_BACK_PATH } from '@/features/auth/roles';
import { recordMagicLinkSent } from '@/features/auth/storage';
import { FormFailureAlert } from '@/shared/forms/FormFailureAlert';
import { useMutationForm } from '@/shared/forms/useMutationForm';
import { AppButton } from '@/shared/ui/AppButton';

/** Issue 25: shown while the sign-in page is reached because the session ended by itself. */
export const SESSION_EXPIRED_MESSAGE = 'You were signed out; sign in to continue.';

/**
 * /sign-in: the e-mail-only magic-link request (customer.md §2). With `returnTo` (a protected
 * page the visitor was sent away from) the magic link's landing, or this page once the session is
 * back, returns there.
 */
export const SignInPage = () => {
  const { isSignedIn } = useAuth();
  const [form] = Form.useForm<SignInValues>();
  const email = Form.useWatch('email', form);
  const [searchParams] = useSearchParams();
  const [signIn] = useSignInMutation();
  const requestMagicLink = useMagicLinkRequest();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // What the server did with preventEmail: the banner is withdrawn once it says the e-mail went.
  const [emailPrevented, setEmailPrevented] = useState(false);
  const preventEmail = isFlagSet(searchParams, PREVENT_EMAIL_PARAM);
  const sessionExpired = isFlagSet(searchParams, SESSION_EXPIRED_PARAM);
  const returnTo = safeReturnPath(searchParams.get(RETURN_TO_PARAM));

  const save = useMutationForm({
    form,
    mutate: async (values: SignInValues) => {
      const signInDto = toSignInDto(values.email, preventEmail);
      const outcome = await requestMagicLink((token) =>
        signIn({ 'X-Recaptcha-Token': token, signInDto }).unwrap(),
      );
      if (outcome.kind === 'failed') throw outcome.error;
      return {
        sent: outcome.kind === 'done',
        prevented: outcome.kind === 'done' && outcome.data.emailPrevented === true,
        destination: signInDto.destination,
      };
    },
    failure: (error) => magicLinkErrorMessage(error, 'signIn'),
    onSuccess: ({ sent, prevented, destination }) => {
      if (!sent) return;
      recordMagicLinkSent();
      setEmailPrevented(prevented);
      // The link may open in another tab: its landing page takes the way back from storage.
      if (returnTo) rememberReturnPath(returnTo);
      setSentTo(destination);
    },
  });

  // Signed in again (here, or by the magic link in another tab): back where they were.
  if (isSignedIn) return <Navigate to={returnTo ?? WELCOME_BACK_PATH} replace />;

  return (
    <AuthPageShell
      title="Sign in"
      withdrawnBanners={sentTo !== null && !emailPrevented ? [PREVENT_EMAIL_PARAM] : undefined}
      footer={
        sentTo === null && (
          <Typography.Text>
            New here? <Link to={getStartedPath('sell')}>Get started</Link>
          </Typography.Text>
        )
      }
    >
      <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
        Sign in
      </Typography.Title>
      {sessionExpired && sentTo === null && (
        <Alert
          type="warning"
          showIcon
          role="status"
          style={{ marginBottom: 16 }}
          title={SESSION_EXPIRED_MESSAGE}
          description="What you had typed is kept on this page, ready when you are back."
        />
      )}
      {sentTo !== null ? (
        <MagicLinkSent
          message={authMessages.signInSent}
          destination={sentTo}
          preventEmail={preventEmail}
          emailPrevented={emailPrevented}
          onSent={setEmailPrevented}
        />
      ) : (
        <>
          <Typography.Paragraph>
            Enter your email address and we&apos;ll send you a magic link to sign in. No password
            needed.
          </Typography.Paragraph>
          <Form<SignInValues>
            form={form}
            name="signIn"
            layout="vertical"
            requiredMark={false}
            onFinish={save.onFinish}
            noValidate
            scrollToFirstError={{ focus: true, block: 'center' }}
          >
            <Form.Item
              name="email"
              label="Email"
              rules={signInRules.email}
              validateTrigger="onBlur"
              normalize={sanitizeEmail}
            >
              <Input type="email" autoComplete="email" inputMode="email" />
            </Form.Item>
            <FormFailureAlert failure={save.failure} style={{ marginBottom: 16 }} />
            <AppButton
              htmlType="submit"
              size="full"
              loading={save.saving}
              disabled={!isSignInReady({ email })}
            >
              {authMessages.submit}
            </AppButton>
          </Form>
        </>
      )}
    </AuthPageShell>
  );
};
