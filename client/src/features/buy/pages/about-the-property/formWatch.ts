import type { BuyPropertyFormValues } from '@/features/buy/propertyForm';

/** For `<Form.Item shouldUpdate>`: re-renders its children only when one of `names` changes. */
export const shouldUpdateOn =
  (...names: (keyof BuyPropertyFormValues)[]) =>
  (previous: BuyPropertyFormValues, current: BuyPropertyFormValues) =>
    names.some((name) => previous[name] !== current[name]);

/** A list field's value, or none. */
export const listOf = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** The form's name: antd builds its fields' ids from it. */
export const BUY_FORM_NAME = 'buy-property';
