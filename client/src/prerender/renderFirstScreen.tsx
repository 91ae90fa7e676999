import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { api } from '@/api/generated';
import { AppProviders } from '@/app/AppProviders';
import { AppTree } from '@/app/AppTree';
import { preloadFirstScreen } from '@/app/firstScreen';
import {
  PRERENDER_CONFIG,
  PRERENDERED_ATTRIBUTE,
  PRODUCT_NAME_TOKEN,
  SUPPORT_EMAIL_TOKEN,
} from '@/app/prerendered';
import { routes } from '@/app/routes';
import { makeStore } from '@/app/store';
import { noSessionFound } from '@/features/auth/authSlice';
import { CookieConsentSheet } from '@/features/cookie-consent/components/CookieConsentSheet';
import { PRERENDERED_CONSENT_ID } from '@/features/cookie-consent/prerenderedConsent';
import { COOKIE_POLICY_PATH } from '@/features/legal/content/paths';

/**
 * The names the server needs to serve the prerender (src/common/static-assets.ts), written into
 * prerender.json with the pages: the attribute it marks #root with, and the stand-ins it fills in
 * with the deployment's product name and support e-mail.
 */
export const PRERENDER_NAMES = {
  attribute: PRERENDERED_ATTRIBUTE,
  productName: PRODUCT_NAME_TOKEN,
  supportEmail: SUPPORT_EMAIL_TOKEN,
};

/**
 * The build's prerender entry (build/prerender.ts runs it in Node after the client build): the
 * real app tree at `path`, signed out, with the stand-in configuration (app/prerendered.ts), as
 * HTML, and antd's CSS-in-JS for it as <style> elements. The page's module is loaded first, so
 * its lazy route renders in this pass (app/lazyPage.ts), as in the browser's first render.
 * `consent`: the cookie pop-up's static copy, for after #root (prerenderedConsent.ts), with ids of
 * its own; empty where the pop-up stays away (the cookie policy).
 */
export const renderFirstScreen = async (
  path: string,
): Promise<{ html: string; css: string; consent: string }> => {
  await preloadFirstScreen(path);
  const store = makeStore();
  await store.dispatch(
    api.util.upsertQueryData('publicConfigControllerPublic', undefined, PRERENDER_CONFIG),
  );
  store.dispatch(noSessionFound());
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const cache = createCache();
  const html = renderToString(
    <StrictMode>
      <StyleProvider cache={cache}>
        <AppTree store={store} router={router} />
      </StyleProvider>
    </StrictMode>,
  );
  // Inside antd's App as in the app, so that it has the app's fonts and sizes (no shift when the
  // app's pop-up takes its place); its styles go into the same cache.
  const sheet = renderToString(
    <StyleProvider cache={cache}>
      <AppProviders store={store}>
        <CookieConsentSheet
          prerendered
          productName={PRODUCT_NAME_TOKEN}
          pathname={path}
          policyLink={<a href={COOKIE_POLICY_PATH}>Read our cookie policy</a>}
        />
      </AppProviders>
    </StyleProvider>,
    { identifierPrefix: 'consent-' },
  );
  const consent = sheet.includes('th-cookie-sheet')
    ? `<div id="${PRERENDERED_CONSENT_ID}">${sheet}</div>`
    : '';
  return { html, css: extractStyle(cache), consent };
};
