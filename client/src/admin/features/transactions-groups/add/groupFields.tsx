import { Card, Flex, Form, Input, Typography, type FormRule } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import type { ReactNode } from 'react';
import type { DraftAddress } from '@/admin/features/transactions-groups/groupDraft';

/** When a field's rules run: on leaving it, then on every change once left (or Save pressed). */
export type FieldValidation = {
  triggerFor: (key: string) => string[];
  touch: (key: string) => void;
};

export const pathKey = (name: NamePath): string =>
  (Array.isArray(name) ? name : [name]).map(String).join('.');

type Errors = Partial<Record<string, string>>;

/**
 * A field's rule from the draft's rules for the object it belongs to (the representative, the
 * company, a unit): `errorsOf(getFieldValue(owner))[key]`.
 */
export const partRule =
  <T,>(owner: NamePath, key: string, errorsOf: (value: T) => Errors): FormRule =>
  ({ getFieldValue }) => ({
    validator: () => {
      const error = errorsOf(getFieldValue(owner) as T)[key];
      return error ? Promise.reject(new Error(error)) : Promise.resolve();
    },
  });

type TextFieldProps = {
  name: NamePath;
  label: string;
  validation: FieldValidation;
  rules?: FormRule[];
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
  inputMode?: 'numeric';
};

/** One text field of the group form, its message under it. */
export const TextField = ({
  name,
  label,
  validation,
  rules,
  required,
  type = 'text',
  inputMode,
}: TextFieldProps) => {
  const key = pathKey(name);
  return (
    <Form.Item
      name={name}
      label={label}
      required={required}
      rules={rules}
      validateTrigger={validation.triggerFor(key)}
      style={{ flex: '1 1 220px', marginBottom: 0 }}
    >
      <Input type={type} inputMode={inputMode} onBlur={() => validation.touch(key)} />
    </Form.Item>
  );
};

type AddressFieldsProps<T> = {
  /** Where the address's parts live in the form (the object holding line_1, …). */
  owner: (string | number)[];
  /** The same, as the fields are named where they are (inside a Form.List: relative). */
  at?: (string | number)[];
  errorsOf: (value: T) => Errors;
  validation: FieldValidation;
};

/** Address line 1 and 2, town and postcode of a UK address. */
export const AddressFields = <T,>({
  owner,
  at = owner,
  errorsOf,
  validation,
}: AddressFieldsProps<T>) => {
  const part = (key: keyof DraftAddress, label: string, required = true) => (
    <TextField
      name={[...at, key]}
      label={label}
      required={required}
      rules={required ? [partRule(owner, key, errorsOf)] : undefined}
      validation={validation}
    />
  );
  return (
    <Flex wrap gap={16}>
      {part('line_1', 'Address line 1')}
      {part('line_2', 'Address line 2', false)}
      {part('post_town', 'Town')}
      {part('postcode', 'Postcode')}
    </Flex>
  );
};

/** One card of the group form, its title an h2. */
export const GroupSection = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card
    title={
      <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
        {title}
      </Typography.Title>
    }
  >
    <Flex vertical gap={16}>
      {children}
    </Flex>
  </Card>
);
