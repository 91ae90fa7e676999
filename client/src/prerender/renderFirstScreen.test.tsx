import { describe, expect, it } from 'vitest';
import { PRERENDERED_PATHS } from '@/app/firstScreenRoutes';
import { PRODUCT_NAME_TOKEN, SUPPORT_EMAIL_TOKEN } from '@/app/prerendered';
import { renderFirstScreen } from '@/prerender/renderFirstScreen';

// The build's prerender (build/prerender.ts runs this module in Node after the client build).
describe('the prerender of the public first screens', () => {
  it('renders /sign-in signed out, with its heading, form and antd style, and the names as stand-ins', async () => {
    const { html, css, consent } = await renderFirstScreen('/sign-in');
    expect(html).toMatch(/<h1[^>]*>Sign in<\/h1>/);
    expect(html).toContain('Send me a magic link');
    expect(html).toContain(PRODUCT_NAME_TOKEN);
    expect(html).toContain(`mailto:${SUPPORT_EMAIL_TOKEN}`);
    // Signed out: the header's sign-in links, no loader.
    expect(html).toContain('Get Started');
    expect(html).not.toContain('Sign Out');
    expect(html).not.toContain('ant-spin');
    // The cookie pop-up is not part of the page; its copy comes apart, inside antd's App.
    expect(html).not.toContain('th-cookie-sheet');
    expect(consent).toContain('th-cookie-sheet');
    expect(consent).toMatch(new RegExp(`Cookies on (<!-- -->)?${PRODUCT_NAME_TOKEN}`));
    expect(consent).toContain('ant-app');
    expect(css).toMatch(/^<style[^>]*>/);
    expect(css).toContain('.ant-form');
    expect(css).toContain('.ant-typography');
  }, 60_000);

  it('renders every prerendered path with its heading; the cookie policy without the pop-up', async () => {
    for (const path of PRERENDERED_PATHS) {
      const { html, consent } = await renderFirstScreen(path);
      expect(html, path).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      expect(consent === '', path).toBe(path === '/cookie-policy');
    }
  }, 120_000);
});
