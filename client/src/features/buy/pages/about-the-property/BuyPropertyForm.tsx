import { Form } from 'antd';
import type { PurchaseIntentDto } from '@/api/generated';
import { GiftorDialog } from '@/features/buy/components/GiftorDialog';
import type { BuyPropertyFormValues } from '@/features/buy/propertyForm';
import { PersonFormDialog, type PersonFormValues } from '@/shared/forms/PersonFormDialog';
import { BUY_FORM_NAME } from './formWatch';
import { FormFooter } from './FormFooter';
import { FundingSection } from './FundingSection';
import { MortgageSection } from './MortgageSection';
import { PropertySection } from './PropertySection';
import { PurchaseSection } from './PurchaseSection';
import { useBuyPropertyForm } from './useBuyPropertyForm';

type BuyPropertyFormProps = {
  /** The purchase intent of this onboarding, when one exists already (answers are changed). */
  intent?: PurchaseIntentDto;
  /** The purchase is confirmed: its answers are shown read-only (staff change them on request). */
  locked?: boolean;
};

/** The purchase's answers in four sections, and the buyer and giftor dialogs. */
export const BuyPropertyForm = ({ intent, locked = false }: BuyPropertyFormProps) => {
  const state = useBuyPropertyForm(intent);
  const { form, dialog, editingBuyer, editingGiftor, errors, save } = state;

  return (
    <>
      <Form<BuyPropertyFormValues>
        form={form}
        name={BUY_FORM_NAME}
        layout="vertical"
        disabled={locked}
        requiredMark={false}
        initialValues={state.initialValues}
        onValuesChange={state.handleValuesChange}
        onFieldsChange={errors.handleFieldsChange}
        onFinish={save.onFinish}
        scrollToFirstError={{ focus: true, block: 'center' }}
      >
        <PropertySection {...state} />
        <MortgageSection {...state} />
        <FundingSection {...state} />
        <PurchaseSection {...state} />
        {!locked && (
          <FormFooter
            lookup={state.lookup}
            showsErrors={errors.showsErrors}
            submitting={save.saving}
          />
        )}
      </Form>

      <PersonFormDialog<PersonFormValues>
        open={dialog?.kind === 'buyer'}
        title={editingBuyer ? 'Edit buyer' : 'Add buyer'}
        initialValues={editingBuyer}
        submitLabel={editingBuyer ? 'Save buyer' : 'Add buyer'}
        onSubmit={state.handleBuyerSave}
        onCancel={state.handleDialogCancel}
      />
      <GiftorDialog
        open={dialog?.kind === 'giftor'}
        giftor={editingGiftor}
        onSave={state.handleGiftorSave}
        onCancel={state.handleDialogCancel}
      />
    </>
  );
};
