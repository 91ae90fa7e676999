import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { scrollToAnchor } from '@/shared/ui/scrollToAnchor';

/**
 * Brings the element named by the URL's hash (`/#contact`) into view on arrival and whenever a
 * link points at it again. Runs after the route's own scroll-to-top.
 */
export const useScrollToHash = () => {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return undefined;
    const timer = window.setTimeout(() => scrollToAnchor(decodeURIComponent(hash.slice(1))), 0);
    return () => window.clearTimeout(timer);
  }, [hash, key]);
};
