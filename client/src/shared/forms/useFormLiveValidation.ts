import { Form, type FormInstance } from 'antd';
import { useCallback, useEffect, useState } from 'react';

export type ValidateTrigger = string[];

const ON_BLUR: ValidateTrigger = ['onBlur'];
const ON_CHANGE_AND_BLUR: ValidateTrigger = ['onChange', 'onBlur'];

const fieldKey = (name: unknown): string => (Array.isArray(name) ? name.join('.') : String(name));

/**
 * Form behaviour shared by the public forms:
 * - `submittable`: every rule passes (checked silently on each change) and the user has changed
 *   something, so Submit can stay disabled until then (customer.md §5);
 * - "reward early, punish late" messages: a field is first checked when it loses focus, and once it
 *   shows an error it is re-checked on every keystroke, so the message goes as soon as it is fixed.
 *
 * Wire `handleFieldsChange` to the Form's `onFieldsChange` and `validateTriggerFor(name)` to each
 * Form.Item's `validateTrigger`.
 */
export const useFormLiveValidation = <Values>(form: FormInstance<Values>) => {
  const values: unknown = Form.useWatch([], form);
  const [submittable, setSubmittable] = useState(false);
  const [fieldsWithErrors, setFieldsWithErrors] = useState<readonly string[]>([]);

  useEffect(() => {
    let current = true;
    form.validateFields({ validateOnly: true }).then(
      () => {
        if (current) setSubmittable(form.isFieldsTouched());
      },
      () => {
        if (current) setSubmittable(false);
      },
    );
    return () => {
      current = false;
    };
  }, [form, values]);

  // Read the errors shown on screen: the silent check above also reports through onFieldsChange,
  // with errors that are not displayed.
  const handleFieldsChange = useCallback(() => {
    const next = form
      .getFieldsError()
      .filter((field) => field.errors.length > 0)
      .map((field) => fieldKey(field.name));
    setFieldsWithErrors((previous) =>
      previous.length === next.length && previous.every((key, i) => key === next[i])
        ? previous
        : next,
    );
  }, [form]);

  const validateTriggerFor = useCallback(
    (name: string): ValidateTrigger =>
      fieldsWithErrors.includes(name) ? ON_CHANGE_AND_BLUR : ON_BLUR,
    [fieldsWithErrors],
  );

  return { submittable, handleFieldsChange, validateTriggerFor };
};
