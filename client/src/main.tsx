import { startEarlyRequests } from '@/app/earlyRequests';
import { holdEarlySubmits } from '@/app/prerendered';
import { showPrerenderedConsent } from '@/features/cookie-consent/prerenderedConsent';
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
// A prerendered page's cookie pop-up, long before the app's code is here (prerenderedConsent.ts),
// and its forms held until the app can send them (app/prerendered.ts).
const consentShown = showPrerenderedConsent();
holdEarlySubmits(container);

/**
 * Runs `start` once the pop-up just shown has painted: on a phone the app's code, often here
 * already (modulepreload), runs for a second or more, and the paint would wait for it. At most
 * 100 ms later (no frames come in a background tab).
 */
const afterNextPaint = (start: () => void) => {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  requestAnimationFrame(() => window.setTimeout(once, 0));
  window.setTimeout(once, 100);
};

if (wantsLightLanding(window.location.pathname)) {
  // The product name and support e-mail are fetched while the landing's code downloads.
  const branding = fetchPublicBranding();
  void import('@/features/landing/light/bootLightLanding').then(({ bootLightLanding }) =>
    bootLightLanding(container, branding),
  );
} else {
  const start = () => {
    const early = startEarlyRequests(window.location);
    void import('@/app/bootApp').then(({ bootApp }) => bootApp(container, early));
  };
  if (consentShown) afterNextPaint(start);
  else start();
}
