import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { MAIN_CONTENT_ID } from '@/app/layouts/SkipLink';

/** How long a lazily loaded page may take to show its heading before focus stays put. */
const HEADING_WAIT_MS = 3_000;

/**
 * On every change of path (not query or hash): scrolls to the top and moves keyboard and
 * screen-reader focus to the new page's main heading, so the page change is announced and Tab
 * starts from the top of the new content. The first page load keeps the browser's own focus.
 */
export const ScrollToTop = () => {
  const { pathname } = useLocation();
  const firstRender = useRef(true);

  useEffect(() => {
    window.scrollTo(0, 0);
    if (firstRender.current) {
      firstRender.current = false;
      return undefined;
    }
    let cancelled = false;
    const started = Date.now();
    const focusHeading = () => {
      if (cancelled) return;
      const heading =
        document.querySelector<HTMLElement>(`#${MAIN_CONTENT_ID} h1`) ??
        document.querySelector<HTMLElement>('h1');
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
        return;
      }
      if (Date.now() - started < HEADING_WAIT_MS) window.setTimeout(focusHeading, 50);
    };
    focusHeading();
    return () => {
      cancelled = true;
    };
  }, [pathname]);
  return null;
};
