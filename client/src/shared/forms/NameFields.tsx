import { Form, Input, type FormRule } from 'antd';
import { ownNameRules, personNameRules } from '@/shared/validation/rules';
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
   * The person filling in the form is the one named: the browser may offer their own name, and
   * the rule is sign-up's (one letter is a name: shared/validation/name.ts). Off for someone else
   * (an additional seller, a giftor): 2-255 characters, and it doesn't fill in yours.
   */
  ownName?: boolean;
  /** More rules for the last name (checked with the first name: e.g. someone listed twice). */
  lastNameRules?: FormRule[];
};

/**
 * First, middle (optional, one letter at least) and last name (2-255 characters each, or the
 * customer's own name rule with `ownName`), as
 * Form.Items, keeping only the characters a name may hold.
 */
export const NameFields = ({ names, ownName = false, lastNameRules }: NameFieldsProps) => (
  <>
    {PARTS.map(({ label, required, autoComplete }, index) => (
      <Form.Item
        key={names[index]}
        name={names[index]}
        label={label}
        rules={[
          ...(ownName ? ownNameRules(label, { required }) : personNameRules(label, { required })),
          ...(index === 2 && lastNameRules ? lastNameRules : []),
        ]}
        dependencies={index === 2 && lastNameRules ? [names[0]] : undefined}
        normalize={sanitizeName}
        required={required}
      >
        <Input autoComplete={ownName ? autoComplete : 'off'} />
      </Form.Item>
    ))}
  </>
);
