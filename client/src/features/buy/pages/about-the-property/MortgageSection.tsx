import { Form } from 'antd';
import { MortgageProviderSelect } from '@/features/buy/components/MortgageProviderSelect';
import { yesNoNotSureOptions, type YesNoNotSure } from '@/features/buy/propertyForm';
import { FormSection } from '@/shared/forms/FormSection';
import { YesNoField } from '@/shared/forms/YesNoField';
import { shouldUpdateOn } from './formWatch';
import type { BuyPropertyFormState } from './useBuyPropertyForm';

/** The mortgage: whether one is needed (then the lender) and the adviser referral. */
export const MortgageSection = ({ rules }: Pick<BuyPropertyFormState, 'rules'>) => (
  <FormSection title="Your mortgage">
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
  </FormSection>
);
