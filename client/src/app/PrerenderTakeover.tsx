import { useEffect } from 'react';
import { afterTakeover } from '@/app/prerendered';

/**
 * Rendered beside the route's page, inside RootLayout's Suspense boundary: its effect runs once
 * React has hydrated the page itself (a boundary's content hydrates after the app around it),
 * and hands over what the visitor did on the prerendered page meanwhile (app/prerendered.ts).
 * Renders nothing; on a page that was not prerendered it does nothing.
 */
export const PrerenderTakeover = () => {
  useEffect(afterTakeover, []);
  return null;
};
