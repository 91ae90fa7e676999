import { Flex, Form, Input } from 'antd';
import { useState } from 'react';
import type { CoSellerDto } from '@/api/generated';
import { errorMessage } from '@/api/baseQuery';
import { TwoStepConfirm } from '@/admin/components/TwoStepConfirm';
import { UnsavedChangesGuard } from '@/admin/hooks/UnsavedChangesGuard';
import { AddressFinder } from '@/shared/forms/AddressFinder';
import { FormActions } from '@/shared/forms/FormActions';
import { FormFailureAlert } from '@/shared/forms/FormFailureAlert';
import { MobileNumberInput } from '@/shared/forms/MobileNumberInput';
import { NameFields } from '@/shared/forms/NameFields';
import { useMutationForm } from '@/shared/forms/useMutationForm';
import { addressRules } from '@/shared/validation/address';
import { emailRules, mobileRules } from '@/shared/validation/rules';
import { sanitizeEmail } from '@/shared/validation/text';
import { AppButton } from '@/shared/ui/AppButton';
import { useAddCoSellerMutation } from '@/api/generated';

export const ADD_CO_SELLER_FAILED = 'There was an error adding the co-seller';

/** Which field a server message is about, so it shows under that field. */
const fieldFor = (message: string): keyof CoSellerDto | undefined => {
  if (/^first name/i.test(message)) return 'firstName';
  if (/^middle name/i.test(message)) return 'middleName';
  if (/^last name/i.test(message)) return 'lastName';
  if (/email/i.test(message)) return 'email';
  if (/mobile/i.test(message)) return 'mobileNumber';
  return undefined;
};

/** Add an additional seller, by the seller's person form rules, after 'Are you sure?'. */
export const CoSellerForm = ({ transactionId }: { transactionId: string }) => {
  const [adding, setAdding] = useState(false);
  const [form] = Form.useForm<CoSellerDto>();
  const watched = Form.useWatch([], form) as Partial<CoSellerDto> | undefined;
  const [add] = useAddCoSellerMutation();
  const close = () => {
    form.resetFields();
    setAdding(false);
  };
  const save = useMutationForm({
    form,
    mutate: (values: CoSellerDto) => add({ id: transactionId, coSellerDto: values }),
    fieldFor: (message) => fieldFor(message),
    failure: (error) => errorMessage(error) || ADD_CO_SELLER_FAILED,
    onSuccess: close,
  });
  const dirty =
    adding && Object.values(watched ?? {}).some((value) => value !== undefined && value !== '');

  if (!adding) {
    return (
      <div>
        <AppButton size="sm" variant="secondary" onClick={() => setAdding(true)}>
          Add Co-seller
        </AppButton>
      </div>
    );
  }
  return (
    <Flex vertical gap={12}>
      <TwoStepConfirm<CoSellerDto>
        onConfirm={save.save}
        confirming={save.saving}
        confirmLabel="Add Co-seller"
        summary={(values) =>
          `Add ${values.firstName} ${values.lastName} (${values.email}) as a seller of this sale.`
        }
      >
        {(ask) => (
          <Form<CoSellerDto>
            form={form}
            layout="vertical"
            requiredMark="optional"
            aria-label="Add a co-seller"
            onFinish={ask}
            scrollToFirstError={{ focus: true, block: 'center' }}
          >
            <NameFields names={['firstName', 'middleName', 'lastName']} />
            <Form.Item
              name="email"
              label="Email"
              rules={emailRules({ required: true })}
              normalize={sanitizeEmail}
              required
            >
              <Input type="email" inputMode="email" autoComplete="off" />
            </Form.Item>
            <Form.Item
              name="mobileNumber"
              label="Mobile Number"
              extra="Pick the country code first if the number is not a UK one."
              rules={mobileRules({ required: true })}
              required
            >
              <MobileNumberInput />
            </Form.Item>
            <Form.Item
              name="correspondenceAddress"
              label="Correspondence address"
              rules={addressRules({ required: false })}
            >
              <AddressFinder />
            </Form.Item>
            <FormActions saveLabel="Add Co-seller" onCancel={close} />
          </Form>
        )}
      </TwoStepConfirm>
      <UnsavedChangesGuard when={dirty} />
      <FormFailureAlert failure={save.failure} />
    </Flex>
  );
};
