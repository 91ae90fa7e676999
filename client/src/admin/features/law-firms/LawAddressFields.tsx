import { Form, Input } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import {
  addressPartRules,
  lawFirmAddressWording,
  type AddressField,
} from '@/shared/validation/address';

type LawAddressFieldsProps = {
  /** Where the address sits in the form: `['address']`, `['invoicing_address']`. */
  name: string;
  /** Prefixes the labels ('Invoicing address line 1'), so each field reads on its own. */
  labelPrefix?: string;
};

/**
 * A law firm's or an invoicing address as separate fields, with admin.md §5 'Law firm' address
 * rules (organisation name, line 1, post town, country and postcode; a UK postcode checked).
 */
export const LawAddressFields = ({ name, labelPrefix = '' }: LawAddressFieldsProps) => {
  const rules = (field: AddressField) => addressPartRules([name], field, lawFirmAddressWording);
  const path = (field: string): NamePath => [name, field];
  const label = (text: string) => (labelPrefix ? `${labelPrefix} ${text.toLowerCase()}` : text);
  return (
    <>
      <Form.Item
        name={path('organisation_name')}
        label={label('Organisation name')}
        required
        rules={rules('organisation_name')}
      >
        <Input maxLength={255} autoComplete="organization" />
      </Form.Item>
      <Form.Item
        name={path('line_1')}
        label={label('Address line 1')}
        required
        rules={rules('line_1')}
      >
        <Input maxLength={255} autoComplete="address-line1" />
      </Form.Item>
      <Form.Item name={path('line_2')} label={label('Address line 2')}>
        <Input maxLength={255} autoComplete="address-line2" />
      </Form.Item>
      <Form.Item name={path('line_3')} label={label('Address line 3')}>
        <Input maxLength={255} autoComplete="address-line3" />
      </Form.Item>
      <Form.Item
        name={path('post_town')}
        label={label('Post town')}
        required
        rules={rules('post_town')}
      >
        <Input maxLength={255} autoComplete="address-level2" />
      </Form.Item>
      <Form.Item name={path('country')} label={label('Country')} required rules={rules('country')}>
        <Input maxLength={255} autoComplete="country-name" />
      </Form.Item>
      <Form.Item
        name={path('postcode')}
        label={label('Postcode')}
        dependencies={[path('country')]}
        required
        rules={rules('postcode')}
      >
        <Input maxLength={16} autoComplete="postal-code" />
      </Form.Item>
    </>
  );
};
