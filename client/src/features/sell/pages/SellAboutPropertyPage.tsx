import { Alert, App, Form, Input } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage, isApiError } from '@/api/baseQuery';
import { useCurrentUserQuery, useSaleQuery, type EstateAgentChoiceDto } from '@/api/generated';
import { AddressFinder } from '@/shared/forms/AddressFinder';
import { FormSection } from '@/shared/forms/FormSection';
import { useMutationForm } from '@/shared/forms/useMutationForm';
import { OnboardingLayout } from '@/features/onboarding/components/OnboardingLayout';
import { PriceInput } from '@/shared/forms/PriceInput';
import { StepActions } from '@/features/onboarding/components/StepActions';
import { YesNoField } from '@/shared/forms/YesNoField';
import { clearOnboardingFlow, getOnboardingFlow } from '@/features/onboarding/flowStorage';
import { useSessionDraft } from '@/features/onboarding/useSessionDraft';
import { tryAgainOrContactSupport } from '@/shared/supportMessages';
import { sanitizeText } from '@/shared/validation/text';
import { usePublicConfig } from '@/features/public-config/hooks/usePublicConfig';
import { EstateAgentField } from '@/features/sell/components/EstateAgentField';
import { SellersSection } from '@/features/sell/components/SellersSection';
import { useSubmitSale } from '@/features/sell/hooks/useSubmitSale';
import {
  emptySellPropertyForm,
  formValuesFromTransaction,
  OTHER_TENURE,
  sellPropertyRules,
  TENURE_OPTIONS,
  type SellPropertyFormValues,
  type TenureOption,
} from '@/features/sell/propertyForm';
import { LockedAnswersNotice } from '@/features/change-requests/LockedAnswersNotice';
import { AppButton } from '@/shared/ui/AppButton';
import { FullPageLoader } from '@/shared/ui/FullPageLoader';

type SellPropertyFormProps = {
  initial: SellPropertyFormValues;
  userId: string;
  transactionId?: string;
  propertyId?: string;
  /** The sale is paid: its answers are shown read-only (staff change them on request). */
  locked?: boolean;
  /** The estate agent the sale names, shown by name even if the list of agents fails. */
  savedAgent?: EstateAgentChoiceDto | null;
};

/** Whether a failed save ended the session (the guard then sends the user to sign in). */
const endedSession = (error: unknown) => isApiError(error) && error.status === 401;

const SellPropertyForm = ({
  initial,
  userId,
  transactionId,
  propertyId,
  locked = false,
  savedAgent,
}: SellPropertyFormProps) => {
  const [form] = Form.useForm<SellPropertyFormValues>();
  const { supportEmail } = usePublicConfig();
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const submitSale = useSubmitSale();
  const tenureOption = Form.useWatch('tenureOption', form) as TenureOption | undefined;
  const toTerms = () => navigate('/sell/terms-and-conditions');
  const draft = useSessionDraft<SellPropertyFormValues>(
    `/sell/about-the-property:${transactionId ?? 'new'}`,
    form,
  );

  const save = useMutationForm({
    form,
    // The whole store: additionalSellers has no input of its own.
    mutate: () =>
      submitSale({
        values: form.getFieldsValue(true) as SellPropertyFormValues,
        initial,
        userId,
        transactionId,
        propertyId,
      }),
    // customer.md §2: the user moves on to the terms even after an error, once told about it.
    onError: (error) => {
      // Signed out: the draft is kept and the sign-in page brings the user back here.
      if (endedSession(error)) return undefined;
      notification.error({
        title: 'We could not save everything',
        description: tryAgainOrContactSupport(errorMessage(error), supportEmail),
        duration: 10,
      });
      return toTerms();
    },
    onSuccess: toTerms,
  });

  return (
    <Form<SellPropertyFormValues>
      form={form}
      layout="vertical"
      disabled={locked}
      initialValues={draft && !locked ? { ...initial, ...draft } : initial}
      onFinish={save.onFinish}
      scrollToFirstError={{ focus: true, block: 'center' }}
      requiredMark={false}
    >
      <FormSection divided title="Sale property address">
        <Alert
          type="info"
          role="note"
          showIcon
          style={{ marginBottom: 16 }}
          title="Please check the address carefully: your solicitor and the searches rely on it."
        />
        <Form.Item
          name="propertyAddress"
          label="Address of the property you are selling"
          rules={sellPropertyRules.propertyAddress}
        >
          <AddressFinder ukOnly searchLabel="Search for the property address" />
        </Form.Item>
      </FormSection>

      <FormSection divided title="Property type">
        <YesNoField<TenureOption>
          name="tenureOption"
          label="What is the tenure of the property?"
          options={TENURE_OPTIONS.map((option) => ({ label: option, value: option }))}
          rules={sellPropertyRules.tenureOption}
          layout="list"
        />
        {tenureOption === OTHER_TENURE && (
          <Form.Item
            name="tenureDetails"
            label="Please tell us more about the tenure"
            rules={sellPropertyRules.tenureDetails}
            normalize={sanitizeText}
          >
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={255} />
          </Form.Item>
        )}
      </FormSection>

      <FormSection divided title="Asking price">
        <Form.Item
          name="askingPrice"
          label="What is the asking price?"
          extra="In whole pounds, between £99,000 and £100,000,000."
          rules={sellPropertyRules.askingPrice}
        >
          <PriceInput />
        </Form.Item>
      </FormSection>

      <FormSection divided title="Sellers">
        <SellersSection form={form} />
      </FormSection>

      <FormSection divided title="Estate agent">
        <EstateAgentField saved={savedAgent} />
      </FormSection>

      <FormSection divided title="Existing mortgage">
        <YesNoField
          name="hasMortgage"
          label="Is there a mortgage on the property?"
          rules={sellPropertyRules.hasMortgage}
        />
      </FormSection>

      <FormSection divided title="Future purchase">
        <YesNoField
          name="onwardPurchase"
          label="Are you buying another property after this sale (an onward purchase)?"
          rules={sellPropertyRules.onwardPurchase}
        />
      </FormSection>

      <FormSection divided title="Moving money internationally">
        <YesNoField
          name="isUsingForeignCurrency"
          label="Will you be moving money to or from another country (foreign currency)?"
          rules={sellPropertyRules.isUsingForeignCurrency}
        />
      </FormSection>

      <FormSection divided title="Mortgage referral">
        <YesNoField
          name="requiresMortgageReferral"
          label="Would you like us to refer you to a mortgage adviser?"
          rules={sellPropertyRules.requiresMortgageReferral}
        />
      </FormSection>

      {!locked && <StepActions backTo="/sell/about-you" submitting={save.saving} />}
    </Form>
  );
};

/** /sell/about-the-property: the sale's details; creates or updates the sale. */
export const SellAboutPropertyPage = () => {
  const { supportEmail } = usePublicConfig();
  const [flow, setFlow] = useState(getOnboardingFlow);
  const transactionId = flow?.role === 'sell' ? flow.id : undefined;
  const user = useCurrentUserQuery();
  const transaction = useSaleQuery({ id: transactionId ?? '' }, { skip: !transactionId });

  const initial = useMemo(
    () => (transaction.data ? formValuesFromTransaction(transaction.data) : emptySellPropertyForm),
    [transaction.data],
  );

  const handleStartAgain = () => {
    clearOnboardingFlow();
    setFlow(null);
  };

  const title = 'About the property';
  if (user.isLoading || (transactionId && transaction.isLoading)) return <FullPageLoader />;
  const failure = !user.data
    ? user.error
    : transactionId && !transaction.data
      ? transaction.error
      : undefined;
  if (failure !== undefined || !user.data) {
    return (
      <OnboardingLayout role="sell" step="about-the-property" title={title}>
        <Alert
          type="error"
          showIcon
          role="alert"
          title={tryAgainOrContactSupport(errorMessage(failure), supportEmail)}
          action={
            transactionId ? (
              <AppButton size="sm" variant="secondary" onClick={handleStartAgain}>
                Start a new sale
              </AppButton>
            ) : undefined
          }
        />
      </OnboardingLayout>
    );
  }

  const locked = transaction.data?.complete === true;
  return (
    <OnboardingLayout
      role="sell"
      step="about-the-property"
      title={title}
      intro={
        locked
          ? 'What you told us about the home you are selling.'
          : 'Tell us about the home you are selling. It takes about a minute.'
      }
    >
      {locked && transaction.data && <LockedAnswersNotice kind="sale" id={transaction.data._id} />}
      <SellPropertyForm
        locked={locked}
        key={transaction.data?._id ?? 'new'}
        initial={initial}
        userId={user.data._id}
        transactionId={transaction.data?._id}
        savedAgent={transaction.data?.estate_agent}
        propertyId={
          transaction.data?.property_id ?? (flow?.role === 'sell' ? flow.propertyId : undefined)
        }
      />
    </OnboardingLayout>
  );
};
