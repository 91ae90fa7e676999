import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FIRST_ANSWERS_ID, startEarlyRequests } from '@/app/earlyRequests';
import { loadedFirstScreenPage, preloadFirstScreen } from '@/app/firstScreen';
import { firstScreenPage } from '@/app/firstScreenRoutes';
import { lazyPage } from '@/app/lazyPage';

const SALE_ID = '65f1c0ffee0000000000abcd';

describe('the first screen', () => {
  it('knows the page each landing path shows first, with or without a trailing slash', () => {
    expect(firstScreenPage('/sign-in/')).toBe('features/auth/pages/SignInPage');
    expect(firstScreenPage('/sell/get-started')).toBe('features/auth/pages/GetStartedPage');
    expect(firstScreenPage('/buy/get-started')).toBe('features/auth/pages/GetStartedPage');
    expect(firstScreenPage('/buyer/terms/v1')).toBe('features/legal/pages/TermsPage');
    expect(firstScreenPage(`/dashboard/sell/${SALE_ID}`)).toBe(
      'features/sell/pages/SellDashboardPage',
    );
    expect(firstScreenPage('/welcome-back')).toBeUndefined();
  });

  it('renders a preloaded page in the first pass, without the Suspense loader', async () => {
    await preloadFirstScreen('/privacy-policy');
    expect(loadedFirstScreenPage('features/legal/pages/PrivacyPolicyPage')).toBeDefined();
    const Page = lazyPage(
      'features/legal/pages/PrivacyPolicyPage',
      () => import('@/features/legal/pages/PrivacyPolicyPage'),
      () => () => <p>The policy</p>,
    );
    render(
      <Suspense fallback={<p>Loading...</p>}>
        <Page />
      </Suspense>,
    );
    // Synchronously: the loader never shows.
    expect(screen.getByText('The policy')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    // Loading the real page module (antd and all) can take a while on a busy machine.
  }, 60_000);

  it('loads a page that was not preloaded like any lazy page, behind the loader', async () => {
    const Page = lazyPage(
      'features/legal/pages/CookiePolicyPage',
      () => Promise.resolve({}),
      () => () => <p>The cookie policy</p>,
    );
    render(
      <Suspense fallback={<p>Loading...</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('The cookie policy')).toBeInTheDocument();
  });
});

describe('the early requests', () => {
  const at = (pathname: string, search = '') => ({ pathname, search });
  const requested = (fetch: ReturnType<typeof vi.fn>) =>
    fetch.mock.calls.map(([url]) => new URL(String(url)).pathname).sort();

  it('asks a signed-out visitor only for the public configuration', async () => {
    const fetch = vi.fn(async () => Response.json({ productName: 'Threshold' }));
    vi.stubGlobal('fetch', fetch);
    const early = startEarlyRequests(at('/sign-in'), false);
    expect(await early.config).toEqual({ productName: 'Threshold' });
    expect(early.user).toBeUndefined();
    expect(requested(fetch)).toEqual(['/api/config/public']);
  });

  it("asks a signed-in seller's tracker for the user, the sale and its tracker at once", async () => {
    const fetch = vi.fn(async (url: string | URL) =>
      String(url).endsWith(`/tracker/sales/${SALE_ID}`)
        ? new Response('{"message":"Not found"}', { status: 404 })
        : Response.json({ _id: SALE_ID }),
    );
    vi.stubGlobal('fetch', fetch);
    const early = startEarlyRequests(at(`/dashboard/sell/${SALE_ID}`), true);
    expect(requested(fetch)).toEqual([
      '/api/config/public',
      `/api/documents/sale/${SALE_ID}`,
      '/api/me/progress-emails',
      `/api/tracker/sales/${SALE_ID}`,
      `/api/transaction/${SALE_ID}`,
      '/api/users/current',
    ]);
    expect(await early.sale?.transaction).toEqual({ _id: SALE_ID });
    // A failed answer is left out: the page asks again itself.
    expect(await early.sale?.tracker).toBeUndefined();
  });

  it('does not ask for a sale on a path that is not a sale id', () => {
    const fetch = vi.fn(async () => Response.json({}));
    vi.stubGlobal('fetch', fetch);
    const early = startEarlyRequests(at('/sell/welcome'), true);
    expect(early.sale).toBeUndefined();
    expect(requested(fetch)).toEqual(['/api/config/public', '/api/users/current']);
  });

  describe('on a tracker the server rendered with its answers', () => {
    const serve = (url: string) => {
      const element = document.createElement('script');
      element.type = 'application/json';
      element.id = FIRST_ANSWERS_ID;
      // As the server writes it: `<` escaped.
      element.textContent = JSON.stringify({
        url,
        answers: {
          config: { productName: 'Threshold' },
          user: { _id: 'u1' },
          sale: { id: SALE_ID, transaction: { _id: SALE_ID, note: '</script>' }, tracker: {} },
        },
      }).replace(/</g, '\\u003c');
      document.body.append(element);
    };

    it('takes the answers from the page instead of asking, once', async () => {
      const fetch = vi.fn(async () => Response.json({}));
      vi.stubGlobal('fetch', fetch);
      serve(`/dashboard/sell/${SALE_ID}?from=email`);
      const early = startEarlyRequests(at(`/dashboard/sell/${SALE_ID}`, '?from=email'), true);
      expect(early.served).toBe(true);
      expect(await early.sale?.transaction).toEqual({ _id: SALE_ID, note: '</script>' });
      expect(await early.user).toEqual({ _id: 'u1' });
      expect(await early.config).toEqual({ productName: 'Threshold' });
      expect(requested(fetch)).toEqual([]);
      // Read once: the element is gone.
      expect(document.getElementById(FIRST_ANSWERS_ID)).toBeNull();
    });

    it('asks as usual when the answers were rendered for another address', () => {
      const fetch = vi.fn(async () => Response.json({}));
      vi.stubGlobal('fetch', fetch);
      serve('/dashboard/sell/65f1c0ffee0000000000ffff');
      const early = startEarlyRequests(at(`/dashboard/sell/${SALE_ID}`), true);
      expect(early.served).toBeUndefined();
      expect(requested(fetch)).toHaveLength(6);
    });
  });
});
