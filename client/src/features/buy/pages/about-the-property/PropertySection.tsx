import { Form } from 'antd';
import { PropertyAddressFields } from '@/features/buy/components/PropertyAddressFields';
import { FormSection } from '@/shared/forms/FormSection';
import { PriceInput } from '@/shared/forms/PriceInput';
import { BUY_FORM_NAME } from './formWatch';
import type { BuyPropertyFormState } from './useBuyPropertyForm';

type PropertySectionProps = Pick<
  BuyPropertyFormState,
  'lookup' | 'handleSearch' | 'rules' | 'errors'
>;

/** The property: its postcode search and address, and the agreed price. */
export const PropertySection = ({ lookup, handleSearch, rules, errors }: PropertySectionProps) => (
  <FormSection title="The property">
    <PropertyAddressFields
      formName={BUY_FORM_NAME}
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
  </FormSection>
);
