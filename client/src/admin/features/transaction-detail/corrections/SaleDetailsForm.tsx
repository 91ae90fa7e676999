import { Flex, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import type { AdminTransactionDetailDto, CorrectSaleDetailsDto } from '@/api/generated';
import { errorMessage } from '@/api/baseQuery';
import { TwoStepConfirm } from '@/admin/components/TwoStepConfirm';
import { UnsavedChangesGuard } from '@/admin/hooks/UnsavedChangesGuard';
import {
  OTHER_TENURE,
  sellPropertyRules,
  TENURE_OPTIONS,
  type TenureOption,
} from '@/features/sell/propertyForm';
import { formatPounds } from '@/shared/format';
import { AddressFinder, formatAddressLine } from '@/shared/forms/AddressFinder';
import { FormActions } from '@/shared/forms/FormActions';
import { FormFailureAlert } from '@/shared/forms/FormFailureAlert';
import { PriceInput } from '@/shared/forms/PriceInput';
import { useMutationForm } from '@/shared/forms/useMutationForm';
import { AppButton } from '@/shared/ui/AppButton';
import { useCorrectSaleDetailsMutation } from '@/api/generated';

type Values = Required<Pick<CorrectSaleDetailsDto, 'propertyAddress'>> & {
  tenureOption?: TenureOption;
  tenureDetails?: string;
  askingPrice?: number;
};

const initialOf = (sale: AdminTransactionDetailDto): Values => ({
  propertyAddress: sale.property.address,
  tenureOption:
    sale.property.tenure === 'Other' ? OTHER_TENURE : (sale.property.tenure ?? undefined),
  tenureDetails: sale.property.tenure_details ?? undefined,
  askingPrice: sale.asking_price ?? undefined,
});

/** Only what changed is sent (the API takes changed fields only). */
export const changedDetails = (
  initial: Values,
  values: Values,
): CorrectSaleDetailsDto & Record<string, unknown> => {
  const body: CorrectSaleDetailsDto = {};
  if (JSON.stringify(values.propertyAddress) !== JSON.stringify(initial.propertyAddress)) {
    body.propertyAddress = values.propertyAddress;
  }
  const tenureChanged =
    values.tenureOption !== initial.tenureOption ||
    (values.tenureOption === OTHER_TENURE &&
      (values.tenureDetails ?? '') !== (initial.tenureDetails ?? ''));
  if (tenureChanged && values.tenureOption) {
    body.tenureOption = values.tenureOption;
    if (values.tenureOption === OTHER_TENURE) body.tenureDetails = values.tenureDetails;
  }
  if (values.askingPrice !== initial.askingPrice) body.askingPrice = values.askingPrice;
  return body;
};

const describe = (body: CorrectSaleDetailsDto): string[] =>
  [
    body.propertyAddress ? `Address: ${formatAddressLine(body.propertyAddress)}` : null,
    body.tenureOption
      ? `Tenure: ${body.tenureOption}${body.tenureDetails ? ` (${body.tenureDetails})` : ''}`
      : null,
    body.askingPrice !== undefined ? `Asking price: ${formatPounds(body.askingPrice)}` : null,
  ].filter((line): line is string => line !== null);

export const NOTHING_CHANGED = 'Nothing has changed yet: change a field first.';

/**
 * Correct the property's address and tenure and the asking price, by the seller's form rules
 * (features/sell/propertyForm), after 'Are you sure?'.
 */
export const SaleDetailsForm = ({ sale }: { sale: AdminTransactionDetailDto }) => {
  const [editing, setEditing] = useState(false);
  const [initial, setInitial] = useState<Values>(() => initialOf(sale));
  const [form] = Form.useForm<Values>();
  const watched = Form.useWatch([], form) as Values | undefined;
  const tenureOption = Form.useWatch('tenureOption', form) as TenureOption | undefined;
  const [correct] = useCorrectSaleDetailsMutation();
  const save = useMutationForm({
    form,
    mutate: (values: Values) =>
      correct({ id: sale._id, correctSaleDetailsDto: changedDetails(initial, values) }),
    failure: (error) => errorMessage(error) || 'There was an error correcting the sale',
    onSuccess: () => setEditing(false),
  });
  const dirty =
    editing && watched !== undefined && Object.keys(changedDetails(initial, watched)).length > 0;

  if (!editing) {
    return (
      <div>
        <AppButton
          size="sm"
          variant="secondary"
          onClick={() => {
            const values = initialOf(sale);
            setInitial(values);
            form.setFieldsValue(values);
            save.showFailure(null);
            setEditing(true);
          }}
        >
          Correct Property Details
        </AppButton>
      </div>
    );
  }
  return (
    <Flex vertical gap={12}>
      <TwoStepConfirm<Values>
        onConfirm={save.save}
        confirming={save.saving}
        confirmLabel="Save corrections"
        summary={(values) => (
          <ul className="th-people">
            {describe(changedDetails(initial, values)).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      >
        {(ask) => (
          <Form<Values>
            form={form}
            layout="vertical"
            requiredMark={false}
            initialValues={initial}
            aria-label="Correct property details"
            onFinish={(values) => {
              if (Object.keys(changedDetails(initial, values)).length === 0) {
                save.showFailure(NOTHING_CHANGED);
                return;
              }
              save.showFailure(null);
              ask(values);
            }}
          >
            <Form.Item
              name="propertyAddress"
              label="Property address"
              rules={sellPropertyRules.propertyAddress}
            >
              <AddressFinder ukOnly searchLabel="Search for the property address" />
            </Form.Item>
            <Form.Item name="tenureOption" label="Tenure" rules={sellPropertyRules.tenureOption}>
              <Radio.Group
                options={TENURE_OPTIONS.map((option) => ({ label: option, value: option }))}
              />
            </Form.Item>
            {tenureOption === OTHER_TENURE && (
              <Form.Item
                name="tenureDetails"
                label="Tenure details"
                rules={sellPropertyRules.tenureDetails}
              >
                <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={255} />
              </Form.Item>
            )}
            <Form.Item
              name="askingPrice"
              label="Asking price"
              extra="In whole pounds, between £99,000 and £100,000,000."
              rules={sellPropertyRules.askingPrice}
            >
              <PriceInput />
            </Form.Item>
            <FormActions saveLabel="Save corrections" onCancel={() => setEditing(false)} />
          </Form>
        )}
      </TwoStepConfirm>
      <UnsavedChangesGuard when={dirty} />
      <FormFailureAlert failure={save.failure} />
    </Flex>
  );
};
