import type { FormInstance } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { useCallback, useRef, useState } from 'react';
import { errorMessage, isApiError } from '@/api/baseQuery';

/** What a failed save shows in its one alert: a headline and, when there is one, the detail. */
export type FormFailure = { title: string; detail?: string };

/** A mutation trigger's result (RTK Query's has `unwrap`), or any promise of the answer. */
export type MutationCall<Result = unknown> =
  | { unwrap: () => Promise<Result> }
  | PromiseLike<Result>;

/** The answer a call gives: what `unwrap` resolves to, else what the promise does. */
export type ResultOf<Call> = Call extends { unwrap: () => Promise<infer Result> }
  ? Result
  : Awaited<Call>;

export type UseMutationFormOptions<Values, Call extends MutationCall> = {
  form: FormInstance<Values>;
  /** Sends the checked values: call the mutation trigger (or a few) and return what it gives. */
  mutate: (values: Values) => Call;
  /**
   * The field a server validation message (a 400's `message`) belongs to. When every message
   * has one, each shows under its field and the first such field takes focus; otherwise the
   * failure goes to the alert.
   */
  fieldFor?: (message: string) => NamePath | undefined;
  /**
   * The alert for any other failure. A string is a fixed headline over the request's message;
   * a function words it; by default the headline is the request's message (the server's own
   * when it sent one, else the classified one).
   */
  failure?: string | ((error: unknown) => FormFailure | string);
  /** After a successful save (close the modal, navigate, say so). */
  onSuccess?: (result: ResultOf<Call>, values: Values) => unknown;
  /** After a failure has been recorded (refetch a stale list, notify, move on anyway). */
  onError?: (error: unknown, values: Values) => unknown;
};

export type MutationForm<Values, Result> = {
  /** For `<Form onFinish>`: the values passed the form's rules, so save them. */
  onFinish: (values: Values) => void;
  /** Check the form's rules (scrolling to and focusing the first error), then save: Modal's OK. */
  submit: () => void;
  /**
   * Save values checked elsewhere (a two-step confirmation): resolves with the answer, rejects
   * once the failure is shown, so a caller can keep its question open.
   */
  save: (values: Values) => Promise<Result>;
  /** A save is under way: Save shows it, and nothing can be sent twice. */
  saving: boolean;
  /** The failure to show in the form's one alert (`FormFailureAlert`), or null. */
  failure: FormFailure | null;
  /** Show a failure of the form's own (a rule the form checks itself, a related action). */
  showFailure: (failure: FormFailure | string | null) => void;
};

/** A save was asked for while one was under way; it is ignored. */
export class SaveInProgressError extends Error {
  constructor() {
    super('A save is already under way');
  }
}

const unwrap = <Call extends MutationCall>(call: Call): Promise<ResultOf<Call>> =>
  ('unwrap' in call ? call.unwrap() : Promise.resolve(call)) as Promise<ResultOf<Call>>;

const pathKey = (name: NamePath): string =>
  JSON.stringify(Array.isArray(name) ? name.map(String) : [String(name)]);

const toFailure = (failure: FormFailure | string): FormFailure =>
  typeof failure === 'string' ? { title: failure } : failure;

/** The server's validation messages of a 400, if that is what the failure was. */
export const serverValidationMessages = (error: unknown): string[] => {
  if (!isApiError(error) || error.status !== 400 || error.serverMessage === undefined) return [];
  return typeof error.serverMessage === 'string' ? [error.serverMessage] : error.serverMessage;
};

const describe = <Values, Call extends MutationCall>(
  failure: UseMutationFormOptions<Values, Call>['failure'],
  error: unknown,
): FormFailure => {
  if (typeof failure === 'string') return { title: failure, detail: errorMessage(error) };
  if (failure) return toFailure(failure(error));
  return { title: errorMessage(error) };
};

/**
 * One hook for every form that saves through a mutation (after Refine's useForm): the form's
 * values go to `mutate`, the answer is unwrapped; the server's validation messages land under
 * their fields, anything else in one failure alert; `saving` is true meanwhile (a second submit is
 * ignored); `onSuccess` runs once it is saved. The page keeps the layout, not the plumbing.
 *
 * ```tsx
 * const [form] = Form.useForm<Values>();
 * const [update] = useUpdateThingMutation();
 * const save = useMutationForm({ form, mutate: (v) => update({ id, body: v }), onSuccess: close });
 * <Form form={form} onFinish={save.onFinish}>…<FormFailureAlert failure={save.failure} />
 *   <FormActions saving={save.saving} onCancel={close} /></Form>
 * ```
 */
export const useMutationForm = <Values, Call extends MutationCall>({
  form,
  mutate,
  fieldFor,
  failure: describeFailure,
  onSuccess,
  onError,
}: UseMutationFormOptions<Values, Call>): MutationForm<Values, ResultOf<Call>> => {
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const busy = useRef(false);
  // The latest options, so the handlers keep one identity across renders.
  const latest = useRef({ mutate, fieldFor, describeFailure, onSuccess, onError });
  latest.current = { mutate, fieldFor, describeFailure, onSuccess, onError };

  /** Puts every server validation message under its field; false if one has no field. */
  const placeOnFields = useCallback(
    (error: unknown): boolean => {
      const fieldOf = latest.current.fieldFor;
      const messages = serverValidationMessages(error);
      if (!fieldOf || messages.length === 0) return false;
      const placed = messages.map((message) => ({ message, name: fieldOf(message) }));
      if (placed.some(({ name }) => name === undefined)) return false;
      const byField = new Map<string, { name: NamePath; errors: string[] }>();
      for (const { name, message } of placed) {
        const key = pathKey(name as NamePath);
        const entry = byField.get(key) ?? { name: name as NamePath, errors: [] };
        entry.errors.push(message);
        byField.set(key, entry);
      }
      form.setFields([...byField.values()].map(({ name, errors }) => ({ name, errors })) as never);
      // The first of them in the form's own order takes focus, as a failed rule's field would.
      const first = form
        .getFieldsError()
        .find((field) => byField.has(pathKey(field.name)) && field.errors.length > 0);
      if (first) form.scrollToField(first.name, { focus: true, block: 'center' });
      return true;
    },
    [form],
  );

  const save = useCallback(
    async (values: Values): Promise<ResultOf<Call>> => {
      if (busy.current) throw new SaveInProgressError();
      busy.current = true;
      setSaving(true);
      setFailure(null);
      let result: ResultOf<Call>;
      try {
        result = await unwrap(latest.current.mutate(values));
      } catch (error) {
        busy.current = false;
        setSaving(false);
        if (!placeOnFields(error)) setFailure(describe(latest.current.describeFailure, error));
        await latest.current.onError?.(error, values);
        throw error;
      }
      busy.current = false;
      setSaving(false);
      await latest.current.onSuccess?.(result, values);
      return result;
    },
    [placeOnFields],
  );

  const onFinish = useCallback(
    (values: Values) => {
      // The failure is on screen already; nothing else to do with it here.
      save(values).catch(() => undefined);
    },
    [save],
  );

  const submit = useCallback(() => form.submit(), [form]);

  const showFailure = useCallback(
    (next: FormFailure | string | null) => setFailure(next === null ? null : toFailure(next)),
    [],
  );

  return { onFinish, submit, save, saving, failure, showFailure };
};
