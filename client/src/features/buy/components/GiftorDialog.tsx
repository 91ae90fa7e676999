import { Form, Select } from 'antd';
import { PersonFormDialog, type PersonFormValues } from '@/shared/forms/PersonFormDialog';
import { PriceInput } from '@/shared/forms/PriceInput';
import {
  giftorRelationships,
  giftorRules,
  type GiftorPerson,
  type GiftorRelationship,
} from '@/features/buy/propertyForm';

export type GiftorDialogValues = PersonFormValues & {
  relationship: GiftorRelationship;
  amount: number;
};

export type GiftorDialogProps = {
  open: boolean;
  /** The giftor being edited; a new one when absent. */
  giftor?: GiftorPerson;
  onSave: (values: GiftorDialogValues) => void;
  onCancel: () => void;
};

const relationshipOptions = giftorRelationships.map((value) => ({ value, label: value }));

/** Add or edit someone giving money towards the purchase: a person, relationship and amount. */
export const GiftorDialog = ({ open, giftor, onSave, onCancel }: GiftorDialogProps) => (
  <PersonFormDialog<GiftorDialogValues>
    open={open}
    title={giftor ? 'Edit giftor' : 'Add giftor'}
    initialValues={giftor}
    submitLabel={giftor ? 'Save giftor' : 'Add giftor'}
    onSubmit={onSave}
    onCancel={onCancel}
    renderExtraFields={() => (
      <>
        <Form.Item
          name="relationship"
          label="Relationship to you"
          rules={giftorRules.relationship}
          required
        >
          <Select options={relationshipOptions} placeholder="Select the relationship" />
        </Form.Item>
        <Form.Item
          name="amount"
          label="Amount of the gift"
          rules={giftorRules.amount}
          validateTrigger="onBlur"
          required
        >
          <PriceInput placeholder="e.g. 25,000" />
        </Form.Item>
      </>
    )}
  />
);
