import { App, Form } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { classifiedMessages, errorMessage, isApiError } from '@/api/baseQuery';
import {
  useCreatePurchaseMutation,
  useUpdatePurchaseMutation,
  type PurchaseIntentDto,
} from '@/api/generated';
import { useAuth } from '@/features/auth/hooks/useAuth';
import type { GiftorDialogValues } from '@/features/buy/components/GiftorDialog';
import { usePostcodeLookup } from '@/features/buy/hooks/usePostcodeLookup';
import { buyPaths } from '@/features/buy/paths';
import {
  changedFields,
  fromPurchaseIntent,
  storedBody,
  toPurchaseIntentBody,
} from '@/features/buy/purchaseIntentBody';
import {
  buyPropertyRules,
  emptyBuyPropertyValues,
  PROPERTY_NOT_LISTED,
  type BuyerPerson,
  type BuyPropertyFormValues,
  type GiftorPerson,
  type PostcodeLookup,
} from '@/features/buy/propertyForm';
import { updateOnboardingFlow } from '@/features/onboarding/flowStorage';
import { usePublicConfig } from '@/features/public-config/hooks/usePublicConfig';
import type { PersonFormValues } from '@/shared/forms/PersonFormDialog';
import { useFieldErrors } from '@/shared/forms/useFormLiveValidation';
import { useSessionDraft } from '@/features/onboarding/useSessionDraft';
import { useMutationForm } from '@/shared/forms/useMutationForm';
import { tryAgainOrContactSupport } from '@/shared/supportMessages';
import { isValidGbPostcode, normalisePostcode } from '@/shared/validation/postcode';
import { listOf } from './formWatch';

/** The add/edit dialog open for a buyer or a giftor (`index` when editing one). */
export type PersonDialog = { kind: 'buyer' | 'giftor'; index?: number };

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

/**
 * The state of the buyer's about-the-property form (customer.md §2, §4): the postcode search,
 * the follow-up questions' rules of state, the buyer and giftor dialogs, and the save (create
 * with every answer, or update with what changed), after which the buyer goes to the terms even
 * when saving failed.
 */
export const useBuyPropertyForm = (intent: PurchaseIntentDto | undefined) => {
  const [form] = Form.useForm<BuyPropertyFormValues>();
  const { supportEmail } = usePublicConfig();
  const { user } = useAuth();
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const [createPurchaseIntent] = useCreatePurchaseMutation();
  const [updatePurchaseIntent] = useUpdatePurchaseMutation();
  const [initialValues] = useState<BuyPropertyFormValues>(() =>
    intent ? fromPurchaseIntent(intent) : emptyBuyPropertyValues,
  );
  // A draft kept when the session ended mid-form (the property is chosen again by its search).
  const draft = useSessionDraft<BuyPropertyFormValues>(
    `/buy/about-the-property:${intent?._id ?? 'new'}`,
    form,
  );
  const [formInitialValues] = useState<BuyPropertyFormValues>(() => {
    if (!draft || intent?.is_active) return initialValues;
    const { postcode: _postcode, property_id: _propertyId, ...answers } = draft;
    return { ...initialValues, ...answers };
  });
  const { lookup, search } = usePostcodeLookup(initialLookup(intent));
  const rules = buyPropertyRules({ supportEmail, lookup });
  const errors = useFieldErrors(form);
  const [dialog, setDialog] = useState<PersonDialog | null>(null);
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

  const saveAnswers = async (values: BuyPropertyFormValues): Promise<PurchaseIntentDto> => {
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

  // customer.md §2, §7: on to the terms even after a failure.
  const toTerms = () => navigate(buyPaths.terms);
  const save = useMutationForm({
    form,
    mutate: saveAnswers,
    onSuccess: (saved) => {
      updateOnboardingFlow('buy', {
        id: saved._id,
        ...(saved.property_id ? { propertyId: saved.property_id } : {}),
      });
      return toTerms();
    },
    onError: (error) => {
      // Signed out: the draft is kept and the sign-in page brings the buyer back here.
      if (isApiError(error) && error.status === 401) return undefined;
      notification.error({
        title: 'We could not save your answers',
        description: tryAgainOrContactSupport(messageOf(error), supportEmail),
        duration: 10,
      });
      return toTerms();
    },
  });

  const editing = <T>(kind: PersonDialog['kind'], list: T[]): T | undefined =>
    dialog?.kind === kind && dialog.index !== undefined ? list[dialog.index] : undefined;

  return {
    form,
    initialValues: formInitialValues,
    lookup,
    rules,
    errors,
    dialog,
    openDialog: setDialog,
    editingBuyer: editing('buyer', dialog ? buyersNow() : []),
    editingGiftor: editing('giftor', dialog ? giftorsNow() : []),
    handleSearch,
    handleValuesChange,
    handleDialogCancel,
    handleBuyerSave,
    handleGiftorSave,
    handleBuyerRemove,
    handleGiftorRemove,
    save,
  };
};

export type BuyPropertyFormState = ReturnType<typeof useBuyPropertyForm>;
