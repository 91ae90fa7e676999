import type { FormInstance } from 'antd';
import { useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import type { RootState } from '@/app/store';

/** sessionStorage (this tab only, gone when it closes): never personal data in localStorage. */
const PREFIX = 'draft:';

const storage = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

const readDraft = <Values>(key: string): Partial<Values> | null => {
  const raw = storage()?.getItem(PREFIX + key);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Partial<Values>) : null;
  } catch {
    return null;
  }
};

/**
 * Keeps what was typed into an onboarding form when the session ends mid-form (issue 25): the
 * sign-in page says 'You were signed out; sign in to continue', and back on the page the form
 * starts from the draft. The draft is written only when the page closes because the session
 * ended (a 401 signs the user out and the guard sends them to sign in), read once, then
 * forgotten. `key` names the page and its record (a draft never fills another sale's form).
 * Answers the draft to merge over the form's initial values, or null.
 */
export const useSessionDraft = <Values extends object>(
  key: string,
  form: FormInstance<Values>,
): Partial<Values> | null => {
  const store = useStore<RootState>();
  const [draft] = useState(() => readDraft<Values>(key));

  useEffect(() => {
    storage()?.removeItem(PREFIX + key);
    return () => {
      if (!store.getState().auth.sessionExpired) return;
      try {
        storage()?.setItem(PREFIX + key, JSON.stringify(form.getFieldsValue(true)));
      } catch {
        // Storage refused (private mode, full): the page starts from what was saved.
      }
    };
  }, [form, key, store]);

  return draft;
};
