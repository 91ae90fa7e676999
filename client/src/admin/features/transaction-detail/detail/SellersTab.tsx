import { Card, Flex, Form, Radio, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminTransactionDetailDto } from '@/api/generated';
import { errorMessage } from '@/api/baseQuery';
import { TwoStepConfirm } from '@/admin/components/TwoStepConfirm';
import { adminPaths } from '@/admin/paths';
import { formatPhoneForDisplay } from '@/admin/phoneDisplay';
import {
  customerTypeOptions,
  REPRESENTATIVE_MESSAGE,
  type CustomerType,
} from '@/features/sell/propertyForm';
import { formatAddressLine } from '@/shared/forms/AddressFinder';
import { FormActions } from '@/shared/forms/FormActions';
import { FormFailureAlert } from '@/shared/forms/FormFailureAlert';
import { useMutationForm } from '@/shared/forms/useMutationForm';
import { AppButton } from '@/shared/ui/AppButton';
import { ConfirmedAction } from '../corrections/ConfirmedAction';
import { CoSellerForm } from '../corrections/CoSellerForm';
import { useRemoveCoSellerMutation, useSetCustomerTypeMutation } from '@/api/generated';
import { PersonName, personName } from './detailFormat';

type TypeValues = { customerType: CustomerType };

/** Whether the account holder is the seller or acts for the sellers, changed after 'Are you sure?'. */
const CustomerTypeForm = ({ sale }: { sale: AdminTransactionDetailDto }) => {
  const [editing, setEditing] = useState(false);
  const [form] = Form.useForm<TypeValues>();
  const [setType] = useSetCustomerTypeMutation();
  const save = useMutationForm({
    form,
    mutate: (values: TypeValues) =>
      setType({ id: sale._id, setCustomerTypeDto: { customerType: values.customerType } }),
    failure: (error) => errorMessage(error) || 'There was an error changing the representative',
    onSuccess: () => setEditing(false),
  });
  const current = sale.primary_seller.customer_type;
  const chosen = Form.useWatch('customerType', form);
  if (!editing) {
    return (
      <div>
        <AppButton
          size="sm"
          variant="secondary"
          onClick={() => {
            form.setFieldsValue({ customerType: current });
            save.showFailure(null);
            setEditing(true);
          }}
        >
          {current === 'representative' ? 'Remove Representative' : 'Make Representative'}
        </AppButton>
      </div>
    );
  }
  return (
    <Flex vertical gap={12}>
      <TwoStepConfirm<TypeValues>
        onConfirm={save.save}
        confirming={save.saving}
        summary={(values) =>
          values.customerType === 'representative'
            ? 'The account holder will be recorded as acting for the sellers (representative).'
            : 'The account holder will be recorded as the seller (Seller / Owner).'
        }
      >
        {(ask) => (
          <Form<TypeValues>
            form={form}
            layout="vertical"
            requiredMark={false}
            aria-label="Who the account holder is"
            onFinish={(values) => {
              // the seller's own rule: a representative acts for at least one named seller
              if (
                values.customerType === 'representative' &&
                sale.additional_sellers.length === 0
              ) {
                save.showFailure(REPRESENTATIVE_MESSAGE);
                return;
              }
              save.showFailure(null);
              ask(values);
            }}
          >
            <Form.Item name="customerType" label="The account holder is">
              <Radio.Group options={customerTypeOptions} />
            </Form.Item>
            <FormActions saveDisabled={chosen === current} onCancel={() => setEditing(false)} />
          </Form>
        )}
      </TwoStepConfirm>
      <FormFailureAlert failure={save.failure} />
    </Flex>
  );
};

/** The primary seller (or representative), the company seller and the additional sellers. */
export const SellersTab = ({ sale }: { sale: AdminTransactionDetailDto }) => {
  const primary = sale.primary_seller.user;
  const [remove] = useRemoveCoSellerMutation();
  const lastForRepresentative =
    sale.primary_seller.customer_type === 'representative' && sale.additional_sellers.length === 1;
  return (
    <Card title="Sellers">
      <Flex vertical gap={16}>
        <ul className="th-people">
          <li>
            <Link to={adminPaths.user(primary._id)}>{personName(primary)}</Link> · {primary.email}
            {primary.phone_number ? ` · ${formatPhoneForDisplay(primary.phone_number)}` : ''}
            {sale.primary_seller.customer_type === 'representative' ? ' (representative)' : ''}
          </li>
          {sale.company_seller && (
            <li>
              Company: {sale.company_seller.name} · Company number{' '}
              {sale.company_seller.company_number} ·{' '}
              {formatAddressLine(sale.company_seller.address)}
            </li>
          )}
          {sale.additional_sellers.map((person) => (
            <li key={person.person_id}>
              <Flex vertical gap={4}>
                <span>
                  <PersonName person={person} personUsers={sale.person_users} />
                  {person.email ? ` · ${person.email}` : ''}
                </span>
                {lastForRepresentative ? (
                  <Typography.Text type="secondary">
                    The representative acts for this seller: make the account holder the seller
                    first to remove them.
                  </Typography.Text>
                ) : (
                  <ConfirmedAction
                    label={`Remove ${personName(person)}`}
                    summary={`Remove ${personName(person)} from the sellers of this sale.`}
                    failure="There was an error removing the co-seller"
                    run={() => remove({ id: sale._id, personId: person.person_id })}
                    danger
                  />
                )}
              </Flex>
            </li>
          ))}
        </ul>
        <CoSellerForm transactionId={sale._id} />
        <CustomerTypeForm sale={sale} />
      </Flex>
    </Card>
  );
};
