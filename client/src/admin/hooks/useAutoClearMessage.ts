import { useCallback, useEffect, useState } from 'react';

/** admin.md §9: messages show for 5000 ms. */
export const MESSAGE_DURATION_MS = 5_000;

export type FlashMessage = { type: 'success' | 'error'; text: string };

/**
 * A success or error message that clears itself after 5 s (admin.md §4 additional requests, §9).
 * A new message restarts the clock, even with the same text.
 */
export const useAutoClearMessage = (durationMs = MESSAGE_DURATION_MS) => {
  const [current, setCurrent] = useState<{ message: FlashMessage; id: number } | null>(null);

  useEffect(() => {
    if (!current) return undefined;
    const timer = window.setTimeout(() => setCurrent(null), durationMs);
    return () => window.clearTimeout(timer);
  }, [current, durationMs]);

  const show = useCallback(
    (message: FlashMessage) => setCurrent((previous) => ({ message, id: (previous?.id ?? 0) + 1 })),
    [],
  );
  const showSuccess = useCallback((text: string) => show({ type: 'success', text }), [show]);
  const showError = useCallback((text: string) => show({ type: 'error', text }), [show]);
  const clear = useCallback(() => setCurrent(null), []);

  return { message: current?.message ?? null, show, showSuccess, showError, clear };
};
