import { Form, type FormInstance } from 'antd';
import { useCallback, useEffect, useState } from 'react';

export type ValidateTrigger = string[];

const ON_BLUR: ValidateTrigger = ['onBlur'];
const ON_CHANGE_AND_BLUR: ValidateTrigger = ['onChange', 'onBlur'];

const fieldKey = (name: unknown): string => (Array.isArray(name) ? name.join('.') : String(name));

const isOutOfDate = (info: unknown): boolean =>
  typeof info === 'object' && info !== null && (info as { outOfDate?: unknown }).outOfDate === true;

/**
 * Which fields show an error message, for "reward early, punish late" text fields: checked when
 * they lose focus, then on every keystroke once they show an error. Wire `handleFieldsChange` to
 * the Form's `onFieldsChange`; call `forget(name)` after clearing a field's errors with setFields
 * (which antd does not report). The state changes only when the set of fields in error changes,
 * so typing does not re-render the whole form.
 */
export const useFieldErrors = <Values>(form: FormInstance<Values>) => {
  const [fieldsWithErrors, setFieldsWithErrors] = useState<readonly string[]>([]);

  // The fields antd passes here carry the results of silent (validateOnly) checks too, which
  // are not shown; the form's own meta holds only the errors on screen.
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

  const forget = useCallback((name: string) => {
    setFieldsWithErrors((previous) =>
      previous.includes(name) ? previous.filter((key) => key !== name) : previous,
    );
  }, []);

  const validateTriggerFor = useCallback(
    (name: string): ValidateTrigger =>
      fieldsWithErrors.includes(name) ? ON_CHANGE_AND_BLUR : ON_BLUR,
    [fieldsWithErrors],
  );

  return {
    /** Some field shows an error message. */
    showsErrors: fieldsWithErrors.length > 0,
    handleFieldsChange,
    forget,
    validateTriggerFor,
  };
};

/** A field that fails its rules: its name path and the rules' messages. */
export type FieldProblem = { name: (string | number)[]; errors: string[] };

const errorFieldsOf = (info: unknown): FieldProblem[] => {
  const fields = (info as { errorFields?: unknown } | null)?.errorFields;
  return Array.isArray(fields) ? (fields as FieldProblem[]) : [];
};

/**
 * The fields of the surrounding form that fail their rules right now (in the form's order),
 * checked silently after every change (and when `context` changes, for rules that read state
 * outside the form). Use it in a small component inside the Form (the footer), so only that
 * component re-renders as values change.
 */
export const useFormProblems = (
  context?: unknown,
): { valid: boolean; problems: FieldProblem[] } => {
  const form: FormInstance = Form.useFormInstance();
  const values: unknown = Form.useWatch([], form);
  const [state, setState] = useState<{ valid: boolean; problems: FieldProblem[] }>({
    valid: false,
    problems: [],
  });

  useEffect(() => {
    let current = true;
    const check = () => {
      form.validateFields({ validateOnly: true }).then(
        () => {
          if (current) setState({ valid: true, problems: [] });
        },
        (info: unknown) => {
          if (!current) return;
          // Another check started meanwhile (a field validating itself): this answer is stale.
          if (isOutOfDate(info)) check();
          else setState({ valid: false, problems: errorFieldsOf(info) });
        },
      );
    };
    check();
    return () => {
      current = false;
    };
  }, [form, values, context]);

  return state;
};

/** Whether the surrounding form passes all its rules right now (see `useFormProblems`). */
export const useFormValidity = (context?: unknown): boolean => useFormProblems(context).valid;

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

  const { handleFieldsChange, validateTriggerFor } = useFieldErrors(form);

  return { submittable, handleFieldsChange, validateTriggerFor };
};
