import { PlusOutlined } from '@ant-design/icons';
import { Form } from 'antd';
import { PeopleListControl } from '@/features/buy/components/PeopleListControl';
import {
  ownershipOptions,
  type BuyerPerson,
  type OwnershipType,
} from '@/features/buy/propertyForm';
import { FormSection } from '@/shared/forms/FormSection';
import { YesNoField } from '@/shared/forms/YesNoField';
import { AppButton } from '@/shared/ui/AppButton';
import { listOf, shouldUpdateOn } from './formWatch';
import type { BuyPropertyFormState } from './useBuyPropertyForm';

type PurchaseSectionProps = Pick<
  BuyPropertyFormState,
  'rules' | 'openDialog' | 'handleBuyerRemove'
>;

/** About the purchase: dependent on a sale, first-time buyer, sole or joint with more buyers. */
export const PurchaseSection = ({ rules, openDialog, handleBuyerRemove }: PurchaseSectionProps) => (
  <FormSection title="About your purchase">
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
                  onEdit={(index) => openDialog({ kind: 'buyer', index })}
                  onRemove={handleBuyerRemove}
                />
              </Form.Item>
              {joint && (
                <AppButton
                  variant="secondary"
                  size="sm"
                  icon={<PlusOutlined aria-hidden />}
                  onClick={() => openDialog({ kind: 'buyer' })}
                >
                  {count > 0 ? 'Add another buyer' : 'Add buyer'}
                </AppButton>
              )}
            </div>
          );
        }}
      </Form.Item>
    </YesNoField>
  </FormSection>
);
