import { Alert, Form, Typography } from 'antd';
import type { ReactNode } from 'react';
import { buyMessages } from '@/features/buy/messages';
import { buyPaths } from '@/features/buy/paths';
import type { BuyPropertyFormValues, PostcodeLookup } from '@/features/buy/propertyForm';
import { StepActions } from '@/features/onboarding/components/StepActions';
import { useFormProblems, type FieldProblem } from '@/shared/forms/useFormLiveValidation';
import { AppButton } from '@/shared/ui/AppButton';
import { BUY_FORM_NAME } from './formWatch';

type FormFooterProps = { lookup: PostcodeLookup; showsErrors: boolean; submitting: boolean };

/** Each question as the customer reads it, by the field that answers it. */
export const questionLabels: Partial<Record<keyof BuyPropertyFormValues, string>> = {
  postcode: 'Postcode of the property you are buying',
  property_id: 'Property address',
  agreedPrice: 'Agreed price',
  mortgageRequiredForPurchase: 'Do you need a mortgage for this purchase?',
  mortgageProvider: 'Who is your mortgage with?',
  requiresMortgageReferral: 'Would you like us to refer you to a mortgage adviser?',
  fundingSources: 'Where is the money coming from?',
  otherFundingOption: 'Details of the other funding',
  gifts: 'Is any of the money a gift?',
  giftors: 'Giftors',
  isUsingForeignCurrency: 'Will any of the money come from abroad, in a foreign currency?',
  purchaseDependentOnSale: 'Does this purchase depend on you selling a property?',
  firstTimeBuyer: 'Are you a first-time buyer?',
  ownershipType: 'Will you own the property alone (sole) or with someone else (joint)?',
  additionalBuyers: 'Additional buyers',
};

const labelOf = (problem: FieldProblem): string =>
  questionLabels[String(problem.name[0]) as keyof BuyPropertyFormValues] ??
  problem.errors[0] ??
  String(problem.name.join(' '));

/** The first control of a field: the input antd gave the field's id, or the first one in it. */
const controlOf = (problem: FieldProblem): HTMLElement | null => {
  const id = `${BUY_FORM_NAME}_${problem.name.join('_')}`;
  const element = document.getElementById(id);
  if (!element) return null;
  if (element.matches('input, select, textarea, button, [tabindex]')) return element;
  return element.querySelector<HTMLElement>('input:not([disabled]), button, [tabindex]');
};

/**
 * Back, Continue and the invalid-form message (customer.md §2): Continue is disabled while any
 * rule fails, and the footer names the questions still to answer, each a button that takes the
 * customer there. Only this part re-renders as the answers change.
 */
export const FormFooter = ({ lookup, showsErrors, submitting }: FormFooterProps) => {
  const { valid, problems } = useFormProblems(lookup);
  const form = Form.useFormInstance();

  const goTo = (problem: FieldProblem) => {
    form.scrollToField(problem.name, { block: 'center' });
    controlOf(problem)?.focus();
  };

  let notice: ReactNode = null;
  if (!valid) {
    const list =
      problems.length > 0 ? (
        <nav aria-label="Questions still to answer">
          <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
            {problems.map((problem) => (
              <li key={problem.name.join('.')}>
                <AppButton variant="link" size="sm" onClick={() => goTo(problem)}>
                  {labelOf(problem)}
                </AppButton>
              </li>
            ))}
          </ul>
        </nav>
      ) : null;
    notice = showsErrors ? (
      <Alert type="error" showIcon title={buyMessages.invalidForm} description={list} />
    ) : (
      <div>
        <Typography.Text type="secondary">Answer every question to continue.</Typography.Text>
        {problems.length > 0 && (
          <Typography.Text type="secondary"> Still to answer:</Typography.Text>
        )}
        {list}
      </div>
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
