import { startEarlyRequests } from '@/app/earlyRequests';
import { wantsLightLanding } from '@/features/landing/light/lightLandingRule';
import { fetchPublicBranding } from '@/features/public-config/fetchPublicConfig';

/*
 * A tiny entry that picks what to load. A signed-out visitor (no session hint cookie) on `/` gets
 * the light landing: React alone, no antd, router or store (features/landing/light). Everyone
 * else, and every other path, gets the full app. Both are dynamic imports, so this file stays
 * small and each visitor downloads only their branch. For the full app, what its first screen
 * asks the server for (the public configuration; the user and their sale when signed in) and the
 * first page's chunk are requested at once, alongside the app's code, not after it
 * (app/earlyRequests.ts).
 */
const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html.');

if (wantsLightLanding(window.location.pathname)) {
  // The product name and support e-mail are fetched while the landing's code downloads.
  const branding = fetchPublicBranding();
  void import('@/features/landing/light/bootLightLanding').then(({ bootLightLanding }) =>
    bootLightLanding(container, branding),
  );
} else {
  const early = startEarlyRequests(window.location.pathname);
  void import('@/app/bootApp').then(({ bootApp }) => bootApp(container, early));
}
