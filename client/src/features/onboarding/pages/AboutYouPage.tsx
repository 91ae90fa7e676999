import { Form, Input } from 'antd';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/api/baseQuery';
import {
  useCurrentUserQuery,
  useUpdateCurrentUserMutation,
  type UpdateUserDto,
  type UserDto,
} from '@/api/generated';
import { AddressFinder } from '@/shared/forms/AddressFinder';
import { FormFailureAlert } from '@/shared/forms/FormFailureAlert';
import { useMutationForm } from '@/shared/forms/useMutationForm';
import { useSessionDraft } from '@/features/onboarding/useSessionDraft';
import { NameFields } from '@/shared/forms/NameFields';
import { MobileNumberInput } from '@/shared/forms/MobileNumberInput';
import { OnboardingLayout } from '@/features/onboarding/components/OnboardingLayout';
import { StepActions } from '@/features/onboarding/components/StepActions';
import { tryAgainOrContactSupport } from '@/shared/supportMessages';
import { onboardingPath } from '@/features/onboarding/steps';
import type { OnboardingRole } from '@/features/onboarding/types';
import { addressRules } from '@/shared/validation/address';
import { messages, mobileRules } from '@/shared/validation/rules';
import { usePublicConfig } from '@/features/public-config/hooks/usePublicConfig';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { FullPageLoader } from '@/shared/ui/FullPageLoader';

export type AboutYouPageProps = { role: OnboardingRole };

type AboutYouValues = Required<Pick<UpdateUserDto, 'first_name' | 'last_name'>> &
  Pick<UpdateUserDto, 'middle_name' | 'phone_number' | 'correspondence_address'> & {
    email: string;
  };

/** The one schema of the about-you form, in the API's wording. */
export const aboutYouRules = {
  phone_number: mobileRules(),
  correspondence_address: addressRules(),
};

const toInitialValues = (user: UserDto): AboutYouValues => ({
  first_name: user.first_name,
  middle_name: user.middle_name ?? undefined,
  last_name: user.last_name,
  email: user.email,
  phone_number: user.phone_number ?? undefined,
  correspondence_address: user.correspondence_address ?? undefined,
});

/** The field an API validation message of PUT /users is about (each starts with its label). */
export const aboutYouFieldFor = (message: string): keyof AboutYouValues | undefined => {
  if (/^(Please enter your )?first name/i.test(message)) return 'first_name';
  if (/^(Please enter your )?middle name/i.test(message)) return 'middle_name';
  if (/^(Please enter your )?last name/i.test(message)) return 'last_name';
  if (message === messages.invalidMobile) return 'phone_number';
  if (/^(Address|Town|Country) |^Invalid postcode/.test(message)) return 'correspondence_address';
  return undefined;
};

const blankToUndefined = (value: string | undefined): string | undefined =>
  value && value.trim() !== '' ? value.trim() : undefined;

/** /{role}/about-you: the signed-in customer's personal details (PUT /users). */
export const AboutYouPage = ({ role }: AboutYouPageProps) => {
  const { supportEmail } = usePublicConfig();
  const navigate = useNavigate();
  const current = useCurrentUserQuery();
  const [updateUser] = useUpdateCurrentUserMutation();
  const [form] = Form.useForm<AboutYouValues>();
  const draft = useSessionDraft<AboutYouValues>(`/${role}/about-you`, form);
  const save = useMutationForm({
    form,
    mutate: (values: AboutYouValues) =>
      updateUser({
        updateUserDto: {
          first_name: values.first_name.trim(),
          last_name: values.last_name.trim(),
          middle_name: blankToUndefined(values.middle_name),
          phone_number: blankToUndefined(values.phone_number),
          correspondence_address: values.correspondence_address,
        },
      }),
    fieldFor: aboutYouFieldFor,
    failure: (error) => tryAgainOrContactSupport(errorMessage(error), supportEmail),
    onSuccess: () => navigate(onboardingPath(role, 'about-the-property')),
  });

  if (current.isLoading) return <FullPageLoader />;
  if (!current.data) {
    return (
      <OnboardingLayout role={role} step="about-you" title="About you">
        <QueryErrorAlert
          error={current.error}
          retrying={current.isFetching}
          onRetry={() => void current.refetch()}
        />
      </OnboardingLayout>
    );
  }

  return (
    <OnboardingLayout
      role={role}
      step="about-you"
      title="About you"
      intro="Please check your details. We use them to open your file with the solicitors."
    >
      <Form<AboutYouValues>
        form={form}
        layout="vertical"
        requiredMark="optional"
        initialValues={{ ...toInitialValues(current.data), ...draft }}
        onFinish={save.onFinish}
        scrollToFirstError={{ focus: true, block: 'center' }}
      >
        <NameFields names={['first_name', 'middle_name', 'last_name']} ownName />
        <Form.Item
          name="email"
          label="Email"
          // Not a question (it can't be changed here), so no '(optional)' mark.
          required
          extra="This is the address you sign in with; it can't be changed here."
        >
          <Input readOnly aria-readonly autoComplete="email" />
        </Form.Item>
        <Form.Item
          name="phone_number"
          label="Mobile Number"
          extra="Pick the country code first if your number is not a UK one."
          rules={aboutYouRules.phone_number}
          required
        >
          <MobileNumberInput />
        </Form.Item>
        <Form.Item
          name="correspondence_address"
          label="Correspondence address"
          extra="Where we and your solicitor can send letters."
          rules={aboutYouRules.correspondence_address}
          required
        >
          <AddressFinder searchLabel="Search for your correspondence address" />
        </Form.Item>
        <FormFailureAlert failure={save.failure} />
        <StepActions backTo={onboardingPath(role, 'welcome')} submitting={save.saving} />
      </Form>
    </OnboardingLayout>
  );
};
