import { PlusOutlined } from '@ant-design/icons';
import { Form, type FormInstance } from 'antd';
import { useState } from 'react';
import { PeopleList } from '@/shared/forms/PeopleList';
import { PersonFormDialog } from '@/shared/forms/PersonFormDialog';
import { YesNoField } from '@/shared/forms/YesNoField';
import { useCurrentUserQuery, type SellerPersonDto } from '@/api/generated';
import {
  customerTypeOptions,
  sellPropertyRules,
  type CustomerType,
  type SellPropertyFormValues,
} from '@/features/sell/propertyForm';
import { AppButton } from '@/shared/ui/AppButton';
import {
  ALREADY_ADDED_SELLER,
  ALREADY_PRIMARY_SELLER,
  type ListedPerson,
} from '@/shared/validation/samePerson';

type SellersSectionProps = { form: FormInstance<SellPropertyFormValues> };

/** Keeps a form value that has no input of its own (the list is edited through the dialog). */
const HiddenValue = (_props: { value?: unknown }) => null;

type DialogState = { open: false } | { open: true; index?: number };

/**
 * Who is selling (customer.md §4 'Additional sellers'): answering Yes opens the add-seller dialog;
 * cancelling it with nobody added clears the answer; No empties the list; removing the last
 * additional seller resets the answer to unanswered.
 */
export const SellersSection = ({ form }: SellersSectionProps) => {
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const sellers: SellerPersonDto[] = Form.useWatch('additionalSellers', form) ?? [];
  const answer = Form.useWatch('isAnotherSellerSelected', form) as boolean | undefined;
  const { data: me } = useCurrentUserQuery();

  /** Re-checks the answer once it has been checked (so a fixed error goes away). */
  const revalidateAnswer = () => {
    if (
      form.isFieldTouched('isAnotherSellerSelected') ||
      form.getFieldError('isAnotherSellerSelected').length > 0
    ) {
      void form.validateFields(['isAnotherSellerSelected']).catch(() => undefined);
    }
  };

  const setSellers = (next: SellerPersonDto[], nextAnswer?: boolean) => {
    form.setFieldsValue({ additionalSellers: next, isAnotherSellerSelected: nextAnswer });
    revalidateAnswer();
  };

  const handleAnswer = (value: boolean) => {
    if (value) {
      if (sellers.length === 0) setDialog({ open: true });
    } else {
      setSellers([], false);
    }
  };

  const handleCancel = () => {
    setDialog({ open: false });
    if ((form.getFieldValue('additionalSellers') as SellerPersonDto[] | undefined)?.length) return;
    setSellers([], undefined);
  };

  const handleSave = (person: SellerPersonDto) => {
    const current =
      (form.getFieldValue('additionalSellers') as SellerPersonDto[] | undefined) ?? [];
    const next =
      dialog.open && dialog.index !== undefined
        ? current.map((existing, index) => (index === dialog.index ? person : existing))
        : [...current, person];
    setDialog({ open: false });
    setSellers(next, true);
  };

  const handleRemove = (index: number) => {
    const next = sellers.filter((_, i) => i !== index);
    setSellers(next, next.length === 0 ? undefined : true);
  };

  const editing = dialog.open && dialog.index !== undefined ? sellers[dialog.index] : undefined;
  // Each seller once: not the signed-in seller, nor someone already on the list (but the one
  // being edited).
  const alreadyListed: ListedPerson[] = [
    ...(me
      ? [{ firstName: me.first_name, lastName: me.last_name, email: me.email, you: true }]
      : []),
    ...sellers.filter((_, index) => !dialog.open || index !== dialog.index),
  ];

  return (
    <>
      <YesNoField<CustomerType>
        name="customerType"
        label="Are you the owner, or acting on behalf of the seller?"
        options={customerTypeOptions}
        rules={sellPropertyRules.customerType}
        layout="list"
      />
      <YesNoField
        name="isAnotherSellerSelected"
        label="Is there another seller?"
        extra="Everyone who owns the property needs to be named, e.g. a joint owner."
        rules={sellPropertyRules.isAnotherSellerSelected}
        dependencies={['customerType']}
        onChange={handleAnswer}
      />
      <Form.Item name="additionalSellers" hidden>
        <HiddenValue />
      </Form.Item>
      <PeopleList
        people={sellers}
        label="Additional sellers"
        onEdit={(index) => setDialog({ open: true, index })}
        onRemove={handleRemove}
      />
      {answer === true && sellers.length > 0 && (
        <AppButton
          variant="secondary"
          size="sm"
          icon={<PlusOutlined />}
          onClick={() => setDialog({ open: true })}
          style={{ marginBottom: 24 }}
        >
          Add another seller
        </AppButton>
      )}
      <PersonFormDialog<SellerPersonDto>
        open={dialog.open}
        title={editing ? 'Edit seller' : 'Add seller'}
        initialValues={editing}
        submitLabel={editing ? 'Save seller' : 'Add seller'}
        onSubmit={handleSave}
        onCancel={handleCancel}
        alreadyListed={{
          people: alreadyListed,
          youMessage: ALREADY_PRIMARY_SELLER,
          listedMessage: ALREADY_ADDED_SELLER,
        }}
      />
    </>
  );
};
