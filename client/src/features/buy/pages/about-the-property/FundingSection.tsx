import { PlusOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { CurrencyPartnerBanner } from '@/features/buy/components/CurrencyPartnerBanner';
import { FundingSourcesControl } from '@/features/buy/components/FundingSourcesControl';
import { PeopleListControl } from '@/features/buy/components/PeopleListControl';
import {
  yesNoNotSureOptions,
  type FundingSource,
  type GiftorPerson,
  type YesNoNotSure,
} from '@/features/buy/propertyForm';
import { formatPounds } from '@/shared/format';
import { FormSection } from '@/shared/forms/FormSection';
import { YesNoField } from '@/shared/forms/YesNoField';
import { AppButton } from '@/shared/ui/AppButton';
import { sanitizeText } from '@/shared/validation/text';
import { BUY_FORM_NAME, listOf, shouldUpdateOn } from './formWatch';
import type { BuyPropertyFormState } from './useBuyPropertyForm';

type FundingSectionProps = Pick<
  BuyPropertyFormState,
  'rules' | 'errors' | 'openDialog' | 'handleGiftorRemove'
>;

/** Paying for the property: the funding sources, gifts with their giftors, foreign currency. */
export const FundingSection = ({
  rules,
  errors,
  openDialog,
  handleGiftorRemove,
}: FundingSectionProps) => (
  <FormSection title="Paying for the property">
    <Form.Item
      name="fundingSources"
      label={<span id={`${BUY_FORM_NAME}-funding-label`}>Where is the money coming from?</span>}
      extra="Select all that apply."
    >
      <FundingSourcesControl labelledBy={`${BUY_FORM_NAME}-funding-label`} />
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
                  onEdit={(index) => openDialog({ kind: 'giftor', index })}
                  onRemove={handleGiftorRemove}
                  describe={(giftor) => `${giftor.relationship} · ${formatPounds(giftor.amount)}`}
                />
              </Form.Item>
              {yes && (
                <AppButton
                  variant="secondary"
                  size="sm"
                  icon={<PlusOutlined aria-hidden />}
                  onClick={() => openDialog({ kind: 'giftor' })}
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
  </FormSection>
);
