import { Form, Input } from 'antd';
import { personNameRules } from '@/shared/validation/rules';
import { sanitizeName } from '@/shared/validation/text';

const PARTS = [
  { label: 'First name', required: true, autoComplete: 'given-name' },
  { label: 'Middle name', required: false, autoComplete: 'additional-name' },
  { label: 'Last name', required: true, autoComplete: 'family-name' },
] as const;

type NameFieldsProps = {
  /** The form's field names for the first, middle and last name. */
  names: readonly [string, string, string];
  /**
   * The person filling in the form is the one named: the browser may offer their own name.
   * Off for someone else (an additional seller, a giftor), so it doesn't fill in yours.
   */
  ownName?: boolean;
};

/**
 * First, middle (optional, one letter at least) and last name (2-255 characters each), as
 * Form.Items, keeping only the characters a name may hold.
 */
export const NameFields = ({ names, ownName = false }: NameFieldsProps) => (
  <>
    {PARTS.map(({ label, required, autoComplete }, index) => (
      <Form.Item
        key={names[index]}
        name={names[index]}
        label={label}
        rules={personNameRules(label, { required })}
        normalize={sanitizeName}
        required={required}
      >
        <Input autoComplete={ownName ? autoComplete : 'off'} />
      </Form.Item>
    ))}
  </>
);
