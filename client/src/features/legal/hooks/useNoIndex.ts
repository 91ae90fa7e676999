import { useLayoutEffect } from 'react';

/**
 * Asks search engines not to index the page while it is mounted (customer.md §2: legal pages):
 * sets `<meta name="robots" content="noindex">` and puts back whatever was there before. A layout
 * effect, so the tag goes in the same commit as the page leaves (not a tick after the next page
 * is shown).
 */
export const useNoIndex = () => {
  useLayoutEffect(() => {
    const existing = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    const meta = existing ?? document.createElement('meta');
    const previous = existing?.getAttribute('content') ?? null;
    if (!existing) {
      meta.setAttribute('name', 'robots');
      document.head.appendChild(meta);
    }
    meta.setAttribute('content', 'noindex');
    return () => {
      if (!existing) meta.remove();
      else if (previous === null) meta.removeAttribute('content');
      else meta.setAttribute('content', previous);
    };
  }, []);
};
