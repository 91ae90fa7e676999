import { signedOutReply } from '@/features/auth/testing';
import { saveCookieConsent } from '@/features/cookie-consent/consentStore';
import { jsonResponse, publicConfigFixture, stubFetch } from '@/test/fetchStub';
import { renderApp } from '@/test/renderApp';

type Replies = Parameters<typeof stubFetch>[0];

/** Lazy pages download on first use; give them longer than Testing Library's 1 s default. */
export const PAGE_TIMEOUT = { timeout: 5000 } as const;

/**
 * A signed-out visitor opening `path` on the real route tree. The cookie question is answered
 * unless `cookieConsent: 'unanswered'` (then localStorage starts empty). Only tests import this.
 */
export const openPublicPage = (
  path: string,
  {
    replies = {},
    config = {},
    cookieConsent = 'answered',
  }: {
    replies?: Replies;
    config?: Partial<typeof publicConfigFixture> & Record<string, unknown>;
    cookieConsent?: 'answered' | 'unanswered';
  } = {},
) => {
  window.localStorage.clear();
  if (cookieConsent === 'answered') saveCookieConsent({});
  const fetchStub = stubFetch({
    'GET /api/config/public': jsonResponse({ ...publicConfigFixture, ...config }),
    ...signedOutReply(),
    ...replies,
  });
  return { ...renderApp(path), ...fetchStub };
};

/** The JSON bodies of the captured requests to `METHOD /path`. */
export const requestBodies = async (calls: Request[], method: string, path: string) =>
  Promise.all(
    calls
      .filter((request) => request.method === method && new URL(request.url).pathname === path)
      .map(async (request) => (await request.clone().json()) as unknown),
  );
