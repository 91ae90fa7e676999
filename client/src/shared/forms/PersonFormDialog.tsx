import { Flex, Form, Input, Modal, type FormInstance, type FormRule } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import type { PurchaseIntentPersonDto, SellerPersonDto } from '@/api/generated';
import { AddressFinder } from '@/shared/forms/AddressFinder';
import { NameFields } from '@/shared/forms/NameFields';
import { MobileNumberInput } from '@/shared/forms/MobileNumberInput';
import { addressRules } from '@/shared/validation/address';
import { emailRules, mobileRules } from '@/shared/validation/rules';
import { sameEmail, sameName, type ListedPerson } from '@/shared/validation/samePerson';
import { sanitizeEmail } from '@/shared/validation/text';
import { AppButton } from '@/shared/ui/AppButton';

/**
 * The person fields every dialog has, named as the API's person inputs name them (the seller's
 * SellerPersonDto and the buyer's PurchaseIntentPersonDto have the same fields). `personId` is
 * kept when editing a person the server already has.
 */
export type PersonFormValues = SellerPersonDto & PurchaseIntentPersonDto;

export type PersonFormDialogProps<T extends PersonFormValues> = {
  open: boolean;
  /** e.g. 'Add seller', 'Edit buyer', 'Add giftor'. */
  title: string;
  /** Prefill (when editing). */
  initialValues?: Partial<T>;
  /** E-mail is required for additional people (default); false makes it optional. */
  requireEmail?: boolean;
  /** Mobile number required (default) or optional. */
  requireMobile?: boolean;
  /** Show the optional correspondence address (default true). */
  showAddress?: boolean;
  submitLabel?: string;
  /**
   * Extra Form.Items for the same form (e.g. a giftor's relationship and amount). They are
   * rendered after the standard fields and their values arrive in `onSubmit` with the rest.
   */
  renderExtraFields?: (form: FormInstance<T>) => ReactNode;
  /**
   * People this one may not repeat (the others on the list, and the signed-in customer marked
   * `you`): the e-mail field says so for the same e-mail (any letter case), the last name for the
   * same first and last name.
   */
  alreadyListed?: {
    people: ListedPerson[];
    /** For the signed-in customer. */
    youMessage: string;
    /** For someone else already on the list. */
    listedMessage: string;
  };
  /** Receives the validated values; the dialog stays open (showing a spinner) while it runs. */
  onSubmit: (values: T) => void | Promise<void>;
  onCancel: () => void;
};

const PersonForm = <T extends PersonFormValues>({
  initialValues,
  requireEmail = true,
  requireMobile = true,
  showAddress = true,
  submitLabel = 'Save',
  renderExtraFields,
  alreadyListed,
  onSubmit,
  onCancel,
}: Omit<PersonFormDialogProps<T>, 'open' | 'title'>) => {
  const [form] = Form.useForm<T>();

  /** A rule refusing someone already listed, matched by `same` against the form's values. */
  const notListedRule =
    (same: typeof sameEmail): FormRule =>
    ({ getFieldsValue }) => ({
      validator: () => {
        const values = getFieldsValue(['firstName', 'lastName', 'email']) as Partial<T>;
        const match = alreadyListed?.people.find((person) => same(values, person));
        if (!match || !alreadyListed) return Promise.resolve();
        return Promise.reject(
          new Error(match.you ? alreadyListed.youMessage : alreadyListed.listedMessage),
        );
      },
    });
  const lastNameRules = alreadyListed ? [notListedRule(sameName)] : undefined;
  const [saving, setSaving] = useState(false);

  const handleFinish = async (values: T) => {
    setSaving(true);
    try {
      await onSubmit(values);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<T>
      form={form}
      layout="vertical"
      requiredMark="optional"
      initialValues={initialValues}
      onFinish={(values) => void handleFinish(values)}
      scrollToFirstError={{ focus: true, block: 'center' }}
    >
      <NameFields names={['firstName', 'middleName', 'lastName']} lastNameRules={lastNameRules} />
      <Form.Item
        name="email"
        label="Email"
        rules={[
          ...emailRules({ required: requireEmail }),
          ...(alreadyListed ? [notListedRule(sameEmail)] : []),
        ]}
        normalize={sanitizeEmail}
        required={requireEmail}
      >
        <Input type="email" inputMode="email" autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="mobileNumber"
        label="Mobile Number"
        extra="Pick the country code first if the number is not a UK one."
        rules={mobileRules({ required: requireMobile })}
        required={requireMobile}
      >
        <MobileNumberInput />
      </Form.Item>
      {showAddress && (
        <Form.Item
          name="correspondenceAddress"
          label="Correspondence address"
          rules={addressRules({ required: false })}
        >
          <AddressFinder />
        </Form.Item>
      )}
      <Form.Item name="personId" hidden>
        <Input />
      </Form.Item>
      {renderExtraFields?.(form)}
      <Flex gap={12} justify="flex-end" wrap>
        <AppButton variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </AppButton>
        <AppButton htmlType="submit" loading={saving}>
          {submitLabel}
        </AppButton>
      </Flex>
    </Form>
  );
};

/**
 * A dialog to add or edit a person (additional seller, additional buyer, giftor): first, middle
 * and last name (2-255 characters), e-mail (required for additional people), mobile number (UK
 * by default) and an optional correspondence address, plus any `renderExtraFields`. The form is
 * fresh each time the dialog opens. Enter submits; Escape or Cancel calls `onCancel`.
 */
export const PersonFormDialog = <T extends PersonFormValues>({
  open,
  title,
  onCancel,
  ...formProps
}: PersonFormDialogProps<T>) => {
  // A new form every time the dialog opens, even if the closing animation has not finished.
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (open) setGeneration((current) => current + 1);
  }, [open]);
  return (
    <Modal open={open} title={title} onCancel={onCancel} footer={null} destroyOnHidden width={560}>
      <PersonForm<T> key={generation} {...formProps} onCancel={onCancel} />
    </Modal>
  );
};
