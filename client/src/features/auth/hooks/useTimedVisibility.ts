import { useEffect, useState } from 'react';

/** customer.md §9: banner display 10 s. */
export const BANNER_DURATION_MS = 10_000;

/** True from when `active` becomes true until `durationMs` later (or until it turns false). */
export const useTimedVisibility = (active: boolean, durationMs = BANNER_DURATION_MS): boolean => {
  const [visible, setVisible] = useState(active);
  const [wasActive, setWasActive] = useState(active);
  if (active !== wasActive) {
    setWasActive(active);
    setVisible(active);
  }
  useEffect(() => {
    if (!visible) return undefined;
    const timer = window.setTimeout(() => setVisible(false), durationMs);
    return () => window.clearTimeout(timer);
  }, [visible, durationMs]);
  return visible;
};
