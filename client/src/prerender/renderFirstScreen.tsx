import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { api } from '@/api/generated';
import { AppProviders } from '@/app/AppProviders';
import { AppTree } from '@/app/AppTree';
import { firstReads, type FirstAnswers, type FirstReads } from '@/app/earlyRequests';
import { preloadFirstScreen } from '@/app/firstScreen';
import {
  PRERENDER_CONFIG,
  PRERENDERED_ATTRIBUTE,
  PRODUCT_NAME_TOKEN,
  SUPPORT_EMAIL_TOKEN,
} from '@/app/prerendered';
import { putFirstAnswers } from '@/app/putFirstAnswers';
import { routes } from '@/app/routes';
import { makeStore } from '@/app/store';
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

type Rendered = { html: string; css: string; consent: string };

/** React's mark on a Suspense boundary left for the browser to render. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * The build's prerender entry (build/prerender.ts runs it in Node after the client build): the
 * real app tree at `path`, signed out, with the stand-in configuration (app/prerendered.ts), as
 * HTML, and antd's CSS-in-JS for it as <style> elements. The page's module is loaded first, so
 * its lazy route renders in this pass (app/lazyPage.ts), as in the browser's first render.
 * `consent`: the cookie pop-up's static copy, for after #root (prerenderedConsent.ts), with ids of
 * its own; empty where the pop-up stays away (the cookie policy).
 */
export const renderFirstScreen = (path: string): Promise<Rendered> =>
  renderApp(path, { config: PRERENDER_CONFIG }, createCache());

/**
 * What the server reads before rendering a signed-in first screen at `pathname`: the same API
 * paths the browser's early requests ask for (app/earlyRequests.ts).
 */
export const signedInReads = (pathname: string): FirstReads => firstReads(pathname, true);

/**
 * The server's render of a signed-in customer's tracker, per request (src/common/
 * first-render.ts): the app at `url` with the answers the browser would have fetched (the same
 * API answers, put in the store the same way: putFirstAnswers), so that the browser's first
 * render, given the same answers from the page, makes the same HTML and hydrates it.
 */
export const renderSignedIn = (url: string, answers: FirstAnswers): Promise<Rendered> =>
  renderApp(url, answers, serverCache);

/**
 * One style cache for every render in the server's process: antd works its theme out once per
 * cache (most of a render's time when the cache is new) and keeps each component's style in it.
 * A page then comes with the style of every tracker rendered so far, which is the same few
 * components' style.
 */
const serverCache = createCache();

const renderApp = async (
  url: string,
  answers: FirstAnswers,
  cache: ReturnType<typeof createCache>,
): Promise<Rendered> => {
  const { pathname } = new URL(url, 'http://localhost');
  await preloadFirstScreen(pathname);
  const store = makeStore();
  await putFirstAnswers(store, answers);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
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
          productName={answers.config?.productName ?? PRODUCT_NAME_TOKEN}
          pathname={pathname}
          policyLink={<a href={COOKIE_POLICY_PATH}>Read our cookie policy</a>}
        />
      </AppProviders>
    </StyleProvider>,
    { identifierPrefix: 'consent-' },
  );
  // The answers put in the store have no subscriber (a render runs no effects), so the store
  // would keep a timer per answer to drop it unused a minute later, holding the process (and the
  // build) open that long. The render is done with them.
  store.dispatch(api.util.resetApiState());
  // renderToString does not report an error or a suspension inside a Suspense boundary: it
  // leaves that boundary to the browser (marked `<!--$!-->`) and shows its fallback. A page that
  // came out as a loader is no use to send (and the build must not ship one): say so instead.
  if (html.includes(CLIENT_RENDERED_BOUNDARY)) {
    throw new Error(`part of ${pathname} could not be rendered (a component failed or suspended)`);
  }
  const consent = sheet.includes('th-cookie-sheet')
    ? `<div id="${PRERENDERED_CONSENT_ID}">${sheet}</div>`
    : '';
  return { html, css: extractStyle(cache), consent };
};
