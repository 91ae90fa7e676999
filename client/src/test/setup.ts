import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { SESSION_HINT_COOKIE } from '@/features/auth/sessionHint';

// Lazy routes and antd take longer than 1 s to settle on a loaded two-core machine.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no matchMedia; antd's responsive helpers (Grid, breakpoints) need one.
// Every query reports "no match", i.e. the narrowest (phone) layout.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

// jsdom has no ResizeObserver; antd's TextArea (and other measuring components) need one.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', {
    writable: true,
    configurable: true,
    value: ResizeObserverStub,
  });
}

// jsdom logs "Not implemented" for scrolling; tests that care spy on it.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// By default a test's browser holds a session hint, so the app asks GET /users/current and each
// test's stubbed answer decides who is signed in. Tests of a hint-less visitor clear it.
beforeEach(() => {
  document.cookie = `${SESSION_HINT_COOKIE}=1; path=/`;
});

afterEach(() => {
  cleanup();
});
