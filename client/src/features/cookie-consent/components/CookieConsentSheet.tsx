import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { CookiePreferencesForm } from '@/features/cookie-consent/components/CookiePreferencesForm';
import { useCookieConsent } from '@/features/cookie-consent/hooks/useCookieConsent';
import { removePrerenderedConsent } from '@/features/cookie-consent/prerenderedConsent';
import { COOKIE_POLICY_PATH } from '@/features/legal/content/paths';
import '@/features/cookie-consent/components/cookie-consent.css';

/*
 * Only one pop-up may show however many places mount <CookieConsent />: the first mounted instance
 * wins, the others render nothing (so pages can keep theirs once a layout mounts one too).
 */
const mountedInstances: string[] = [];
const instanceListeners = new Set<() => void>();
const notifyInstances = () => instanceListeners.forEach((listener) => listener());
const subscribeToInstances = (listener: () => void) => {
  instanceListeners.add(listener);
  return () => {
    instanceListeners.delete(listener);
  };
};

const useIsFirstInstance = (id: string): boolean => {
  useEffect(() => {
    mountedInstances.push(id);
    notifyInstances();
    return () => {
      mountedInstances.splice(mountedInstances.indexOf(id), 1);
      notifyInstances();
    };
  }, [id]);
  // Not on a server, nor while hydrating a prerendered page (app/prerendered.ts): the pop-up
  // opens in the render that follows, so the prerendered first screen never holds it.
  return useSyncExternalStore(
    subscribeToInstances,
    () => mountedInstances[0] === id,
    () => false,
  );
};

type CookieConsentSheetProps = {
  productName: string;
  /** The page's path: the sheet stays away from the cookie policy page. */
  pathname: string;
  /** The link to the cookie policy (a router link in the app, a plain one on the light landing). */
  policyLink: ReactNode;
  /**
   * The build's static copy for a prerendered page (prerenderedConsent.ts): open as for a visitor
   * who has not chosen, whichever instance it is.
   */
  prerendered?: boolean;
};

/**
 * The cookie consent pop-up: a bottom sheet (a modal dialog over a dimmed page) shown until the
 * visitor has chosen. Plain elements and CSS (cookie-consent.css), no antd: it paints with the
 * first screen, on the light landing too.
 * It closes only through 'Save preferences' (customer.md §2): no close button, Escape and clicks
 * outside do nothing. On the cookie policy page it stays away so the policy can be read; that
 * page offers the same choices inline.
 *
 * CookieConsent mounts it in the app; the light landing mounts it directly.
 */
export const CookieConsentSheet = ({
  productName,
  pathname,
  policyLink,
  prerendered = false,
}: CookieConsentSheetProps) => {
  const id = useId();
  const isFirstInstance = useIsFirstInstance(id);
  const { decided } = useCookieConsent();
  const titleId = useId();
  const returnFocusTo = useRef<Element | null>(null);

  const open = (prerendered || isFirstInstance) && !decided && pathname !== COOKIE_POLICY_PATH;

  // The app's pop-up takes the place of a prerendered page's copy before it paints.
  useLayoutEffect(() => {
    if (open && !prerendered) removePrerenderedConsent();
  }, [open, prerendered]);

  // Focus goes into the sheet (to its title, so screen readers announce the dialog and its name)
  // and comes back where it was once the choice is saved.
  useEffect(() => {
    if (!open) return undefined;
    returnFocusTo.current = document.activeElement;
    let attempts = 0;
    let timer = 0;
    const focusTitle = () => {
      const title = document.getElementById(titleId);
      if (title) title.focus({ preventScroll: true });
      else if (attempts++ < 10) timer = window.setTimeout(focusTitle, 50);
    };
    timer = window.setTimeout(focusTitle, 0);
    return () => window.clearTimeout(timer);
  }, [open, titleId]);

  const handleSaved = () => {
    const target = returnFocusTo.current;
    if (target instanceof HTMLElement && target !== document.body && target.isConnected) {
      // After the sheet has gone, put the keyboard back where it was.
      window.setTimeout(() => target.focus(), 0);
    }
  };

  // Escape does nothing (the choice must be saved); Tab and Shift+Tab stay inside the sheet.
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab') return;
    const focusable = [
      ...event.currentTarget.querySelectorAll<HTMLElement>('a[href], button:not(:disabled)'),
    ];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && (document.activeElement === first || !focusable.length)) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  if (!open) return null;

  return (
    <>
      <div className="th-cookie-mask" aria-hidden />
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="th-cookie-sheet"
        onKeyDown={handleKeyDown}
      >
        <div className="th-cookie-sheet__header">
          <div id={titleId} tabIndex={-1} className="th-cookie-sheet__title">
            Cookies on {productName}
          </div>
        </div>
        <div className="th-cookie-sheet__body">
          <p>
            {`We use strictly necessary cookies to make ${productName} work. With your permission, we'd also like to use optional cookies to understand how the site is used and to spot errors, so we can improve it. Choose what you're happy with and select 'Save preferences'.`}
          </p>
          <p>{policyLink}</p>
          <CookiePreferencesForm productName={productName} onSaved={handleSaved} />
        </div>
      </div>
    </>
  );
};
