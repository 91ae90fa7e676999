import { Flex, Form, Input, Select, Space, Typography, type InputProps } from 'antd';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useSignUpMutation } from '@/api/generated';
import { useAuth } from '@/features/auth/hooks/useAuth';
import { AuthPageShell } from '@/features/auth/components/AuthPageShell';
import { MagicLinkSent } from '@/features/auth/components/MagicLinkSent';
import {
  signUpFieldForMessage,
  signUpInitialValues,
  signUpRules,
  toSignUpDto,
  type SignUpValues,
} from '@/features/auth/forms/signUpSchema';
import { phoneCountryOptions } from '@/shared/validation/phone';
import { sanitizeEmail, sanitizeName, sanitizePhone } from '@/shared/validation/text';
import { useMagicLinkRequest } from '@/features/auth/hooks/useMagicLinkRequest';
import { authMessages, magicLinkErrorMessage } from '@/features/auth/messages';
import { isFlagSet, PREVENT_EMAIL_PARAM } from '@/features/auth/queryFlags';
import {
  ADMIN_PATH,
  EXISTING_ACCOUNT_PATH,
  getStartedPath,
  SIGN_IN_PATH,
  WELCOME_BACK_PATH,
  type Role,
} from '@/features/auth/roles';
import { recordMagicLinkSent } from '@/features/auth/storage';
import { FormFailureAlert } from '@/shared/forms/FormFailureAlert';
import { useMutationForm } from '@/shared/forms/useMutationForm';
import { AppButton } from '@/shared/ui/AppButton';
import { sellerFeeSummary } from '@/features/sell/sellerFees';
import { AppLinkButton } from '@/shared/ui/AppLinkButton';

const FORM_NAME = 'signUp';

const roleCopy: Record<Role, { intro: string; switchLabel: string; other: Role }> = {
  sell: {
    intro: "You're getting started as a seller.",
    switchLabel: 'Switch to buying',
    other: 'buy',
  },
  buy: {
    intro: "You're getting started as a buyer.",
    switchLabel: 'Switch to selling',
    other: 'sell',
  },
};

type GetStartedPageProps = { role: Role };

type PhoneWithCountryProps = Omit<InputProps, 'type'>;

/** The country code (its own field) and the number, which takes the Form.Item's value and aria. */
const PhoneWithCountry = (input: PhoneWithCountryProps) => (
  <Space.Compact block>
    <Form.Item name="phoneCountry" noStyle rules={signUpRules.phoneCountry}>
      <Select
        aria-label="Country code"
        style={{ width: 110 }}
        options={phoneCountryOptions}
        popupMatchSelectWidth={280}
        optionRender={(option) => `${option.data.name} ${option.data.label}`}
        showSearch={{
          filterOption: (search, option) =>
            `${option?.name ?? ''} ${option?.label ?? ''}`
              .toLowerCase()
              .includes(search.toLowerCase()),
        }}
      />
    </Form.Item>
    <Input {...input} type="tel" autoComplete="tel-national" inputMode="tel" />
  </Space.Compact>
);

/** /sell/get-started and /buy/get-started: sign-up by magic link (customer.md §2, §5). */
export const GetStartedPage = ({ role }: GetStartedPageProps) => {
  const [form] = Form.useForm<SignUpValues>();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [signUp] = useSignUpMutation();
  const { isSignedIn, isAdmin } = useAuth();
  const requestMagicLink = useMagicLinkRequest();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // What the server did with preventEmail: the banner is withdrawn once it says the e-mail went.
  const [emailPrevented, setEmailPrevented] = useState(false);
  const preventEmail = isFlagSet(searchParams, PREVENT_EMAIL_PARAM);
  const copy = roleCopy[role];
  // Switching keeps the preventEmail flag (and any other query) on the other variant.
  const query = searchParams.toString();

  const save = useMutationForm({
    form,
    mutate: async (values: SignUpValues) => {
      const signUpDto = toSignUpDto(values, role, preventEmail);
      const outcome = await requestMagicLink((token) =>
        signUp({ 'X-Recaptcha-Token': token, signUpDto }).unwrap(),
      );
      if (outcome.kind === 'failed') throw outcome.error;
      return { outcome, destination: signUpDto.destination };
    },
    fieldFor: signUpFieldForMessage,
    failure: (error) => magicLinkErrorMessage(error, 'signUp'),
    onSuccess: async ({ outcome, destination }) => {
      if (outcome.kind === 'stopped') return;
      if (outcome.data.redirectTo) {
        await navigate(EXISTING_ACCOUNT_PATH);
        return;
      }
      recordMagicLinkSent();
      setEmailPrevented(outcome.data.emailPrevented === true);
      setSentTo(destination);
    },
  });

  // Already signed in: nothing to sign up for; their dashboard (or the back office) is next.
  if (isSignedIn && !sentTo)
    return <Navigate to={isAdmin ? ADMIN_PATH : WELCOME_BACK_PATH} replace />;

  return (
    <AuthPageShell
      title={role === 'sell' ? 'Sell your property: get started' : 'Buy a property: get started'}
      withdrawnBanners={sentTo !== null && !emailPrevented ? [PREVENT_EMAIL_PARAM] : undefined}
      footer={
        sentTo === null && (
          <Typography.Text>
            Already have an account? <Link to={SIGN_IN_PATH}>Sign in</Link>
          </Typography.Text>
        )
      }
    >
      <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
        {authMessages.title}
      </Typography.Title>
      {sentTo !== null ? (
        <MagicLinkSent
          message={authMessages.signUpSent}
          destination={sentTo}
          preventEmail={preventEmail}
          emailPrevented={emailPrevented}
          onSent={setEmailPrevented}
        />
      ) : (
        <>
          <Flex wrap align="center" gap={8} style={{ marginBottom: 16 }}>
            <Typography.Text>{copy.intro}</Typography.Text>
            <AppLinkButton
              variant="link"
              size="sm"
              to={{ pathname: getStartedPath(copy.other), search: query ? `?${query}` : '' }}
            >
              {copy.switchLabel}
            </AppLinkButton>
          </Flex>
          {role === 'sell' && (
            <Typography.Paragraph type="secondary">{sellerFeeSummary()}</Typography.Paragraph>
          )}
          <Form<SignUpValues>
            form={form}
            name={FORM_NAME}
            layout="vertical"
            requiredMark={false}
            initialValues={signUpInitialValues}
            onFinish={save.onFinish}
            noValidate
            scrollToFirstError={{ focus: true, block: 'center' }}
          >
            <Form.Item
              name="firstName"
              label="First name"
              rules={signUpRules.firstName}
              normalize={sanitizeName}
              required
            >
              <Input autoComplete="given-name" />
            </Form.Item>
            <Form.Item
              name="middleName"
              label="Middle name (optional)"
              rules={signUpRules.middleName}
              normalize={sanitizeName}
            >
              <Input autoComplete="additional-name" />
            </Form.Item>
            <Form.Item
              name="lastName"
              label="Last name"
              rules={signUpRules.lastName}
              normalize={sanitizeName}
              required
            >
              <Input autoComplete="family-name" />
            </Form.Item>
            <Form.Item
              name="email"
              label="Email"
              rules={signUpRules.email}
              normalize={sanitizeEmail}
            >
              <Input type="email" autoComplete="email" inputMode="email" />
            </Form.Item>
            {/*
              The number is this item's own field (the country code a nested one), so the error
              has the id the number's aria-describedby names.
            */}
            <Form.Item
              name="phoneNumber"
              label="Mobile Number"
              required
              rules={signUpRules.phoneNumber}
              dependencies={['phoneCountry']}
              normalize={sanitizePhone}
            >
              <PhoneWithCountry />
            </Form.Item>
            <FormFailureAlert failure={save.failure} style={{ marginBottom: 16 }} />
            <AppButton htmlType="submit" size="full" loading={save.saving}>
              {authMessages.submit}
            </AppButton>
          </Form>
        </>
      )}
    </AuthPageShell>
  );
};
