import { useCallback, useEffect, useRef } from 'react';

/**
 * A modal of the agent page telling the page whether it holds unsaved changes (the page has one
 * UnsavedChangesGuard for everything on it). Returns the form's `onValuesChange`; closing the
 * modal, saved or not, clears the flag.
 */
export const useModalDirty = (onDirtyChange: ((dirty: boolean) => void) | undefined) => {
  const latest = useRef(onDirtyChange);
  latest.current = onDirtyChange;
  useEffect(() => () => latest.current?.(false), []);
  return useCallback(() => latest.current?.(true), []);
};
