import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { StyleContext } from '@ant-design/cssinjs';
import { SESSION_HINT_COOKIE } from '@/features/auth/sessionHint';

// Lazy routes and antd take longer than 1 s to settle on a loaded two-core machine.
configure({ asyncUtilTimeout: 5_000 });

// antd still computes its CSS-in-JS styles, but as on a server they are not inserted into the
// page: jsdom matches every stylesheet rule against the element on each getComputedStyle call
// (antd's popups and user-event's tabbing make many), which was over half the suite's time.
(StyleContext as unknown as { _currentValue: { mock?: 'server' } })._currentValue.mock = 'server';

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

/**
 * Test files share a jsdom window (vitest.config.ts), so each test starts from a browser as a
 * first visit would find it: no stored keys, no cookies, the address at /, an untouched <head>
 * and <body>.
 */
const pristineHead = document.head.innerHTML;
const pristineTitle = document.title;
const resetBrowser = () => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
  window.history.replaceState(null, '', '/');
  document.head.innerHTML = pristineHead;
  document.title = pristineTitle;
  document.body.innerHTML = '';
  document.body.removeAttribute('style');
  document.body.removeAttribute('class');
  document.documentElement.removeAttribute('style');
};

// By default a test's browser holds a session hint, so the app asks GET /users/current and each
// test's stubbed answer decides who is signed in. Tests of a hint-less visitor clear it.
beforeEach(() => {
  resetBrowser();
  document.cookie = `${SESSION_HINT_COOKIE}=1; path=/`;
});

afterEach(() => {
  cleanup();
  // Files share a worker: fake timers that a test left on (it failed before its own
  // useRealTimers) must not stop the next file's timers.
  vi.useRealTimers();
});
