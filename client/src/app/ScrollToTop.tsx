import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Scrolls the window to the top whenever the path changes (not on query or hash changes). */
export const ScrollToTop = () => {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
};
