import { useEffect } from 'react';

/**
 * Asks search engines not to index the page while it is mounted (customer.md §2: legal pages):
 * sets `<meta name="robots" content="noindex">` and puts back whatever was there before.
 */
export const useNoIndex = () => {
  useEffect(() => {
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
