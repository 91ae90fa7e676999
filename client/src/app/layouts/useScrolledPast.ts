import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
};

/** True while the page is scrolled further down than `offset` pixels. */
export const useScrolledPast = (offset: number): boolean =>
  useSyncExternalStore(
    subscribe,
    () => window.scrollY > offset,
    () => false,
  );
