import { Form, Radio, type FormItemProps } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import type { ReactNode } from 'react';
import { selectRule } from '@/shared/validation/rules';

export type ChoiceOption<T> = { label: ReactNode; value: T };

export const yesNoOptions: ChoiceOption<boolean>[] = [
  { label: 'Yes', value: true },
  { label: 'No', value: false },
];

export type YesNoFieldProps<T> = {
  name: NamePath;
  label: ReactNode;
  /** Yes/No (booleans) by default; pass e.g. yes/no/not_sure options for three-way answers. */
  options?: ChoiceOption<T>[];
  /** Extra line under the label. */
  extra?: ReactNode;
  /** Side effects of an answer (open a dialog, clear a list); the form value is set already. */
  onChange?: (value: T) => void;
  /** Replaces the default 'Please select an option' rule. */
  rules?: FormItemProps['rules'];
  dependencies?: FormItemProps['dependencies'];
  /** `buttons` (default): side-by-side toggle buttons; `list`: one radio per line (long labels). */
  layout?: 'buttons' | 'list';
  /** Shown under the answers, e.g. follow-up fields. */
  children?: ReactNode;
};

type RadioChoiceProps<T> = {
  value?: T;
  onChange?: (value: T) => void;
  id?: string;
  /** Set by Form.Item: the field's error and hint, and whether it is invalid. */
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  labelledBy: string;
  options: ChoiceOption<T>[];
  onAnswer?: (value: T) => void;
  layout: 'buttons' | 'list';
};

/** Radio buttons in a labelled radiogroup (the Form.Item control of YesNoField). */
const RadioChoice = <T,>({
  value,
  onChange,
  id,
  'aria-describedby': ariaDescribedBy,
  'aria-invalid': ariaInvalid,
  labelledBy,
  options,
  onAnswer,
  layout,
}: RadioChoiceProps<T>) => {
  const selected = options.findIndex((choice) => choice.value === value);
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-describedby={ariaDescribedBy}
      aria-invalid={ariaInvalid}
    >
      <Radio.Group
        id={id}
        optionType={layout === 'buttons' ? 'button' : 'default'}
        buttonStyle="solid"
        vertical={layout === 'list'}
        value={selected >= 0 ? selected : undefined}
        options={options.map((choice, index) => ({ label: choice.label, value: index }))}
        onChange={(event) => {
          const choice = options[event.target.value as number];
          if (!choice) return;
          onChange?.(choice.value);
          onAnswer?.(choice.value);
        }}
      />
    </div>
  );
};

/**
 * A required question answered with radio buttons ('Please select an option' when unanswered).
 * The radios form a labelled radiogroup, so screen readers announce the question.
 */
export const YesNoField = <T extends string | number | boolean = boolean>({
  name,
  label,
  options,
  extra,
  onChange,
  rules = [selectRule],
  dependencies,
  layout = 'buttons',
  children,
}: YesNoFieldProps<T>) => {
  const choices = (options ?? yesNoOptions) as ChoiceOption<T>[];
  const fieldId = Array.isArray(name) ? name.join('_') : String(name);
  return (
    <>
      <Form.Item
        name={name}
        label={<span id={`${fieldId}-label`}>{label}</span>}
        extra={extra}
        rules={rules}
        dependencies={dependencies}
      >
        <RadioChoice<T>
          labelledBy={`${fieldId}-label`}
          options={choices}
          onAnswer={onChange}
          layout={layout}
        />
      </Form.Item>
      {children}
    </>
  );
};
