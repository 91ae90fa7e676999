import { PlusOutlined } from '@ant-design/icons';
import { skipToken } from '@reduxjs/toolkit/query';
import { Alert, App, Form, Input, Typography } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { classifiedMessages, errorMessage, isApiError } from '@/api/baseQuery';
import {
  usePurchaseIntentsControllerCreateMutation,
  usePurchaseIntentsControllerGetQuery,
  usePurchaseIntentsControllerUpdateMutation,
  type PurchaseIntentDto,
} from '@/api/generated';
import { useAuth } from '@/features/auth/hooks/useAuth';
import { CurrencyPartnerBanner } from '@/features/buy/components/CurrencyPartnerBanner';
import { FundingSourcesControl } from '@/features/buy/components/FundingSourcesControl';
import { GiftorDialog, type GiftorDialogValues } from '@/features/buy/components/GiftorDialog';
import { MortgageProviderSelect } from '@/features/buy/components/MortgageProviderSelect';
import { PeopleListControl } from '@/features/buy/components/PeopleListControl';
import { PropertyAddressFields } from '@/features/buy/components/PropertyAddressFields';
import { useFieldErrors, useFormValidity } from '@/shared/forms/useFormLiveValidation';
import { usePostcodeLookup } from '@/features/buy/hooks/usePostcodeLookup';
import { buyMessages } from '@/features/buy/messages';
import { buyPaths } from '@/features/buy/paths';
import {
  buyPropertyRules,
  changedFields,
  emptyBuyPropertyValues,
  fromPurchaseIntent,
  ownershipOptions,
  PROPERTY_NOT_LISTED,
  storedBody,
  toPurchaseIntentBody,
  yesNoNotSureOptions,
  type BuyerPerson,
  type BuyPropertyFormValues,
  type FundingSource,
  type GiftorPerson,
  type OwnershipType,
  type PostcodeLookup,
  type YesNoNotSure,
} from '@/features/buy/propertyForm';
import { OnboardingLayout } from '@/features/onboarding/components/OnboardingLayout';
import { PersonFormDialog, type PersonFormValues } from '@/shared/forms/PersonFormDialog';
import { PriceInput } from '@/shared/forms/PriceInput';
import { StepActions } from '@/features/onboarding/components/StepActions';
import { YesNoField } from '@/shared/forms/YesNoField';
import { getOnboardingFlowId, updateOnboardingFlow } from '@/features/onboarding/flowStorage';
import { tryAgainOrContactSupport } from '@/shared/supportMessages';
import { isValidGbPostcode, normalisePostcode } from '@/shared/validation/postcode';
import { sanitizeText } from '@/shared/validation/text';
import { usePublicConfig } from '@/features/public-config/hooks/usePublicConfig';
import { formatPounds } from '@/shared/format';
import { AppButton } from '@/shared/ui/AppButton';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { FullPageLoader } from '@/shared/ui/FullPageLoader';

const FORM_NAME = 'buy-property';

type PersonDialog = { kind: 'buyer' | 'giftor'; index?: number };

const initialLookup = (intent: PurchaseIntentDto | undefined): PostcodeLookup => {
  const property = intent?.property;
  if (!property?.address.postcode) return { status: 'idle' };
  return {
    status: 'done',
    postcode: normalisePostcode(property.address.postcode),
    results: [{ _id: property._id, address: property.address }],
  };
};

const messageOf = (error: unknown): string =>
  isApiError(error) || !(error instanceof Error) ? errorMessage(error) : error.message;

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <section>
    <Typography.Title level={2} style={{ fontSize: 20, marginTop: 8, marginBottom: 16 }}>
      {title}
    </Typography.Title>
    {children}
  </section>
);

type FooterProps = { lookup: PostcodeLookup; showsErrors: boolean; submitting: boolean };

/**
 * Back, Continue and the invalid-form message (customer.md §2): Continue is disabled while any
 * rule fails. Only this part re-renders as the answers change.
 */
const FormFooter = ({ lookup, showsErrors, submitting }: FooterProps) => {
  const valid = useFormValidity(lookup);
  let notice: ReactNode = null;
  if (!valid) {
    notice = showsErrors ? (
      <Alert type="error" showIcon title={buyMessages.invalidForm} />
    ) : (
      <Typography.Text type="secondary">Answer every question to continue.</Typography.Text>
    );
  }
  return (
    <StepActions
      backTo={buyPaths.aboutYou}
      submitting={submitting}
      submitDisabled={!valid}
      notice={<div aria-live="polite">{notice}</div>}
    />
  );
};

/** Re-renders its children only when one of `names` changes. */
const shouldUpdateOn =
  (...names: (keyof BuyPropertyFormValues)[]) =>
  (previous: BuyPropertyFormValues, current: BuyPropertyFormValues) =>
    names.some((name) => previous[name] !== current[name]);

const listOf = <T,>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

type BuyPropertyFormProps = {
  /** The purchase intent of this onboarding, when one exists already (answers are changed). */
  intent?: PurchaseIntentDto;
};

const BuyPropertyForm = ({ intent }: BuyPropertyFormProps) => {
  const [form] = Form.useForm<BuyPropertyFormValues>();
  const { supportEmail } = usePublicConfig();
  const { user } = useAuth();
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const [createPurchaseIntent] = usePurchaseIntentsControllerCreateMutation();
  const [updatePurchaseIntent] = usePurchaseIntentsControllerUpdateMutation();
  const [initialValues] = useState<BuyPropertyFormValues>(() =>
    intent ? fromPurchaseIntent(intent) : emptyBuyPropertyValues,
  );
  const { lookup, search } = usePostcodeLookup(initialLookup(intent));
  const rules = buyPropertyRules({ supportEmail, lookup });
  const errors = useFieldErrors(form);
  const [dialog, setDialog] = useState<PersonDialog | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // Fields to check once the next render has mounted them (a follow-up question just revealed).
  const [pendingChecks, setPendingChecks] = useState<NamePath[]>([]);

  useEffect(() => {
    if (pendingChecks.length === 0) return;
    form.validateFields(pendingChecks).catch(() => undefined);
    setPendingChecks([]);
  }, [form, pendingChecks]);

  const checkSoon = (...names: NamePath[]) => setPendingChecks((current) => [...current, ...names]);

  const giftorsNow = (): GiftorPerson[] => listOf<GiftorPerson>(form.getFieldValue('giftors'));
  const buyersNow = (): BuyerPerson[] =>
    listOf<BuyerPerson>(form.getFieldValue('additionalBuyers'));

  /** Back to unanswered, without an error message. */
  const resetAnswer = (name: 'gifts' | 'ownershipType') => {
    form.setFields([{ name, value: undefined, errors: [], touched: false }]);
    errors.forget(name);
  };

  const handleSearch = () => {
    const text = String(form.getFieldValue('postcode') ?? '').trim();
    if (text === '' || !isValidGbPostcode(text)) {
      form.validateFields(['postcode']).catch(() => undefined);
      return;
    }
    const postcode = normalisePostcode(text);
    form.setFieldValue('postcode', postcode);
    void search(postcode).then((result) => {
      if (result.status === 'done') {
        const chosen: unknown = form.getFieldValue('property_id');
        const stillThere =
          chosen === PROPERTY_NOT_LISTED || result.results.some((r) => r._id === chosen);
        if (chosen !== undefined && !stillThere) form.setFieldValue('property_id', undefined);
      }
      checkSoon('postcode');
    });
  };

  /** customer.md §4, buyer form rules of state. */
  const handleValuesChange = (changed: BuyPropertyFormValues) => {
    if ('mortgageRequiredForPurchase' in changed) {
      // A new question appears (the lender): it is not flagged before the buyer has had a
      // chance to answer it; leaving it empty or submitting shows the message.
      if (changed.mortgageRequiredForPurchase !== 'yes') {
        form.setFieldValue('mortgageProvider', undefined);
      }
    }
    if ('fundingSources' in changed) {
      if (!(changed.fundingSources ?? []).includes('otherFunding')) {
        form.setFieldValue('otherFundingOption', undefined);
      }
    }
    if ('gifts' in changed) {
      if (changed.gifts === 'yes') setDialog({ kind: 'giftor' });
      else form.setFieldValue('giftors', []);
    }
    if ('ownershipType' in changed) {
      if (changed.ownershipType === 'Joint') setDialog({ kind: 'buyer' });
      else form.setFieldValue('additionalBuyers', []);
    }
  };

  const handleDialogCancel = () => {
    if (dialog && dialog.index === undefined) {
      if (dialog.kind === 'giftor' && giftorsNow().length === 0) resetAnswer('gifts');
      if (dialog.kind === 'buyer' && buyersNow().length === 0) resetAnswer('ownershipType');
    }
    setDialog(null);
  };

  const handleBuyerSave = (values: PersonFormValues) => {
    const buyers = buyersNow();
    const index = dialog?.index;
    const next: BuyerPerson[] =
      index === undefined
        ? [...buyers, values]
        : buyers.map((buyer, i) => (i === index ? { ...buyer, ...values } : buyer));
    form.setFieldValue('additionalBuyers', next);
    setDialog(null);
    checkSoon('ownershipType');
  };

  const handleGiftorSave = (values: GiftorDialogValues) => {
    const giftors = giftorsNow();
    const index = dialog?.index;
    const next: GiftorPerson[] =
      index === undefined
        ? [...giftors, values]
        : giftors.map((giftor, i) => (i === index ? { ...giftor, ...values } : giftor));
    form.setFieldValue('giftors', next);
    setDialog(null);
  };

  const handleBuyerRemove = (index: number) => {
    const next = buyersNow().filter((_, i) => i !== index);
    form.setFieldValue('additionalBuyers', next);
    if (next.length === 0) resetAnswer('ownershipType');
  };

  const handleGiftorRemove = (index: number) => {
    const next = giftorsNow().filter((_, i) => i !== index);
    form.setFieldValue('giftors', next);
    if (next.length === 0) resetAnswer('gifts');
  };

  const save = async (values: BuyPropertyFormValues): Promise<PurchaseIntentDto> => {
    const body = toPurchaseIntentBody(values);
    if (intent) {
      const changes = changedFields(body, storedBody(intent));
      if (!changes) return intent;
      return updatePurchaseIntent({ id: intent._id, updatePurchaseIntentDto: changes }).unwrap();
    }
    if (!user) throw new Error(classifiedMessages.unauthenticated);
    return createPurchaseIntent({
      createPurchaseIntentDto: { ...body, primaryBuyerId: user._id },
    }).unwrap();
  };

  const handleFinish = async (values: BuyPropertyFormValues) => {
    setSubmitting(true);
    try {
      const saved = await save(values);
      updateOnboardingFlow('buy', {
        id: saved._id,
        ...(saved.property_id ? { propertyId: saved.property_id } : {}),
      });
    } catch (error) {
      notification.error({
        title: 'We could not save your answers',
        description: tryAgainOrContactSupport(messageOf(error), supportEmail),
        duration: 10,
      });
    }
    setSubmitting(false);
    // customer.md §2, §7: on to the terms even after a failure.
    await navigate(buyPaths.terms);
  };

  const editing = <T,>(kind: PersonDialog['kind'], list: T[]): T | undefined =>
    dialog?.kind === kind && dialog.index !== undefined ? list[dialog.index] : undefined;
  const editingBuyer = editing('buyer', dialog ? buyersNow() : []);
  const editingGiftor = editing('giftor', dialog ? giftorsNow() : []);

  return (
    <>
      <Form<BuyPropertyFormValues>
        form={form}
        name={FORM_NAME}
        layout="vertical"
        requiredMark={false}
        initialValues={initialValues}
        onValuesChange={handleValuesChange}
        onFieldsChange={errors.handleFieldsChange}
        onFinish={(values) => void handleFinish(values)}
        scrollToFirstError={{ focus: true, block: 'center' }}
      >
        <Section title="The property">
          <PropertyAddressFields
            formName={FORM_NAME}
            lookup={lookup}
            onSearch={handleSearch}
            postcodeRules={rules.postcode}
            propertyRules={rules.property_id}
            postcodeValidateTrigger={errors.validateTriggerFor('postcode')}
          />
          <Form.Item
            name="agreedPrice"
            label="Agreed price"
            extra="The price you agreed with the seller."
            rules={rules.agreedPrice}
            validateTrigger={errors.validateTriggerFor('agreedPrice')}
          >
            <PriceInput />
          </Form.Item>
        </Section>

        <Section title="Your mortgage">
          <YesNoField<YesNoNotSure>
            name="mortgageRequiredForPurchase"
            label="Do you need a mortgage for this purchase?"
            options={yesNoNotSureOptions}
            rules={rules.mortgageRequiredForPurchase}
          >
            <Form.Item noStyle shouldUpdate={shouldUpdateOn('mortgageRequiredForPurchase')}>
              {({ getFieldValue }) =>
                getFieldValue('mortgageRequiredForPurchase') === 'yes' && (
                  <Form.Item
                    name="mortgageProvider"
                    label="Who is your mortgage with?"
                    extra="Choose 'Not Sure Yet' if you haven't picked a lender."
                    rules={rules.mortgageProvider}
                    validateTrigger={['onChange', 'onBlur']}
                  >
                    <MortgageProviderSelect />
                  </Form.Item>
                )
              }
            </Form.Item>
          </YesNoField>
          <YesNoField
            name="requiresMortgageReferral"
            label="Would you like us to refer you to a mortgage adviser?"
            rules={rules.requiresMortgageReferral}
          />
        </Section>

        <Section title="Paying for the property">
          <Form.Item
            name="fundingSources"
            label={<span id={`${FORM_NAME}-funding-label`}>Where is the money coming from?</span>}
            extra="Select all that apply."
          >
            <FundingSourcesControl labelledBy={`${FORM_NAME}-funding-label`} />
          </Form.Item>
          <Form.Item noStyle shouldUpdate={shouldUpdateOn('fundingSources')}>
            {({ getFieldValue }) =>
              listOf<FundingSource>(getFieldValue('fundingSources')).includes('otherFunding') && (
                <Form.Item
                  name="otherFundingOption"
                  label="Details of the other funding"
                  rules={rules.otherFundingOption}
                  validateTrigger={errors.validateTriggerFor('otherFundingOption')}
                  normalize={sanitizeText}
                >
                  <Input maxLength={255} />
                </Form.Item>
              )
            }
          </Form.Item>
          <YesNoField<YesNoNotSure>
            name="gifts"
            label="Is any of the money a gift?"
            options={yesNoNotSureOptions}
            rules={rules.gifts}
          >
            <Form.Item noStyle shouldUpdate={shouldUpdateOn('gifts', 'giftors')}>
              {({ getFieldValue }) => {
                const yes = getFieldValue('gifts') === 'yes';
                const count = listOf(getFieldValue('giftors')).length;
                return (
                  <div style={yes ? { marginBottom: 24 } : undefined}>
                    <Form.Item name="giftors" noStyle>
                      <PeopleListControl<GiftorPerson>
                        label="Giftors"
                        onEdit={(index) => setDialog({ kind: 'giftor', index })}
                        onRemove={handleGiftorRemove}
                        describe={(giftor) =>
                          `${giftor.relationship} · ${formatPounds(giftor.amount)}`
                        }
                      />
                    </Form.Item>
                    {yes && (
                      <AppButton
                        variant="secondary"
                        size="sm"
                        icon={<PlusOutlined aria-hidden />}
                        onClick={() => setDialog({ kind: 'giftor' })}
                      >
                        {count > 0 ? 'Add another giftor' : 'Add giftor'}
                      </AppButton>
                    )}
                  </div>
                );
              }}
            </Form.Item>
          </YesNoField>
          <YesNoField
            name="isUsingForeignCurrency"
            label="Will any of the money come from abroad, in a foreign currency?"
            rules={rules.isUsingForeignCurrency}
          >
            <Form.Item noStyle shouldUpdate={shouldUpdateOn('isUsingForeignCurrency')}>
              {({ getFieldValue }) => (
                <div aria-live="polite">
                  {getFieldValue('isUsingForeignCurrency') === true && <CurrencyPartnerBanner />}
                </div>
              )}
            </Form.Item>
          </YesNoField>
        </Section>

        <Section title="About your purchase">
          <YesNoField
            name="purchaseDependentOnSale"
            label="Does this purchase depend on you selling a property?"
            rules={rules.purchaseDependentOnSale}
          />
          <YesNoField
            name="firstTimeBuyer"
            label="Are you a first-time buyer?"
            rules={rules.firstTimeBuyer}
          />
          <YesNoField<OwnershipType>
            name="ownershipType"
            label="Will you own the property alone (sole) or with someone else (joint)?"
            options={ownershipOptions}
            rules={rules.ownershipType}
            dependencies={['additionalBuyers']}
          >
            <Form.Item noStyle shouldUpdate={shouldUpdateOn('ownershipType', 'additionalBuyers')}>
              {({ getFieldValue }) => {
                const joint = getFieldValue('ownershipType') === 'Joint';
                const count = listOf(getFieldValue('additionalBuyers')).length;
                return (
                  <div style={joint ? { marginBottom: 24 } : undefined}>
                    <Form.Item name="additionalBuyers" noStyle>
                      <PeopleListControl<BuyerPerson>
                        label="Additional buyers"
                        onEdit={(index) => setDialog({ kind: 'buyer', index })}
                        onRemove={handleBuyerRemove}
                      />
                    </Form.Item>
                    {joint && (
                      <AppButton
                        variant="secondary"
                        size="sm"
                        icon={<PlusOutlined aria-hidden />}
                        onClick={() => setDialog({ kind: 'buyer' })}
                      >
                        {count > 0 ? 'Add another buyer' : 'Add buyer'}
                      </AppButton>
                    )}
                  </div>
                );
              }}
            </Form.Item>
          </YesNoField>
        </Section>

        <FormFooter lookup={lookup} showsErrors={errors.showsErrors} submitting={submitting} />
      </Form>

      <PersonFormDialog<PersonFormValues>
        open={dialog?.kind === 'buyer'}
        title={editingBuyer ? 'Edit buyer' : 'Add buyer'}
        initialValues={editingBuyer}
        submitLabel={editingBuyer ? 'Save buyer' : 'Add buyer'}
        onSubmit={handleBuyerSave}
        onCancel={handleDialogCancel}
      />
      <GiftorDialog
        open={dialog?.kind === 'giftor'}
        giftor={editingGiftor}
        onSave={handleGiftorSave}
        onCancel={handleDialogCancel}
      />
    </>
  );
};

/**
 * /buy/about-the-property (customer.md §2): the purchase's answers. Creates the purchase intent
 * with every answer and the primary buyer, or, when this onboarding has one already, sends only
 * what changed; then goes to the terms, even when saving failed.
 */
export const BuyAboutThePropertyPage = () => {
  const [flowId] = useState(() => getOnboardingFlowId('buy'));
  const stored = usePurchaseIntentsControllerGetQuery(flowId ? { id: flowId } : skipToken);
  // A purchase intent that is gone (or someone else's) is no reason to stop: start afresh.
  const missing = isApiError(stored.error) && stored.error.status === 404;

  let content: ReactNode;
  if (flowId && stored.isLoading) {
    content = <FullPageLoader />;
  } else if (flowId && !stored.data && !missing) {
    content = (
      <QueryErrorAlert
        error={stored.error}
        retrying={stored.isFetching}
        onRetry={() => void stored.refetch()}
      />
    );
  } else {
    content = <BuyPropertyForm key={stored.data?._id ?? 'new'} intent={stored.data} />;
  }

  return (
    <OnboardingLayout
      role="buy"
      step="about-the-property"
      title="About the property"
      intro="Tell us about the home you are buying and how you are paying for it."
    >
      {content}
    </OnboardingLayout>
  );
};
