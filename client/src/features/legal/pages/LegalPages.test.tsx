import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buyerTerms, sellerTerms } from '@/features/legal/content';
import { openPublicPage, PAGE_TIMEOUT } from '@/features/landing/testing/publicPage';

const robotsContent = () =>
  document.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null;

/** Makes every media query match: the desktop layout. */
const useDesktopWidth = () =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string): MediaQueryList => ({
      matches: true,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  );

afterEach(() => {
  window.localStorage.clear();
});

describe.each([
  ['/seller/terms/v1', 'Terms & Conditions for Sellers', sellerTerms('Threshold', 'x'), 20],
  ['/buyer/terms/v1', 'Terms & Conditions for Buyers', buyerTerms('Threshold', 'x'), 21],
])('%s', (path, title, terms, sectionCount) => {
  it('shows version 1.0, effective January 1, 2024', async () => {
    openPublicPage(path);

    expect(
      await screen.findByRole('heading', { level: 1, name: title }, PAGE_TIMEOUT),
    ).toBeInTheDocument();
    expect(screen.getByText('Version 1.0 · Effective January 1, 2024')).toBeInTheDocument();
  });

  it(`has an overview linking to each of its ${sectionCount} sections (collapsed on phones)`, async () => {
    const user = userEvent.setup();
    openPublicPage(path);
    await screen.findByRole('heading', { level: 1, name: title }, PAGE_TIMEOUT);

    const overview = screen.getByRole('navigation', { name: 'Overview' });
    const toggle = within(overview).getByRole('button', { name: 'Overview' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(overview).queryAllByRole('link')).toHaveLength(0);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const links = within(overview).getAllByRole('link');
    expect(links).toHaveLength(sectionCount);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      terms.sections.map((section) => `#${section.id}`),
    );
    terms.sections.forEach((section, index) => {
      const target = document.getElementById(section.id);
      expect(target).toHaveRole('heading');
      expect(target).toHaveTextContent(`${index + 1}. ${section.title}`);
    });
  });

  it('jumps to a section from the overview and keeps the address in step', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const user = userEvent.setup();
    const { router } = openPublicPage(path);
    await screen.findByRole('heading', { level: 1, name: title }, PAGE_TIMEOUT);

    const overview = screen.getByRole('navigation', { name: 'Overview' });
    await user.click(within(overview).getByRole('button', { name: 'Overview' }));
    const last = terms.sections[terms.sections.length - 1];
    await user.click(within(overview).getByRole('link', { name: new RegExp(last.title) }));

    const heading = document.getElementById(last.id);
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(heading);
    expect(heading).toHaveFocus();
    expect(router.state.location).toMatchObject({ pathname: path, hash: `#${last.id}` });
    // The list folds away again on a phone once a section is chosen.
    expect(within(overview).getByRole('button', { name: 'Overview' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('shows the overview as an open sidebar on wide screens', async () => {
    useDesktopWidth();
    openPublicPage(path);
    await screen.findByRole('heading', { level: 1, name: title }, PAGE_TIMEOUT);

    const overview = screen.getByRole('navigation', { name: 'Overview' });
    expect(within(overview).queryByRole('button')).not.toBeInTheDocument();
    expect(within(overview).getAllByRole('link')).toHaveLength(sectionCount);
    expect(overview).toHaveStyle({ position: 'sticky' });
  });

  it('asks search engines not to index it, only while it is shown', async () => {
    const { router } = openPublicPage(path);
    await screen.findByRole('heading', { level: 1, name: title }, PAGE_TIMEOUT);
    expect(robotsContent()).toBe('noindex');

    await act(() => router.navigate('/'));
    await screen.findByRole(
      'heading',
      { level: 1, name: /legal work done up front/ },
      PAGE_TIMEOUT,
    );
    expect(robotsContent()).toBeNull();
  });
});

describe('/privacy-policy and /cookie-policy', () => {
  it.each([
    ['/privacy-policy', 'Privacy Policy'],
    ['/cookie-policy', 'Cookie Policy'],
  ])('%s: last updated July 2023, not indexed, with an overview', async (path, title) => {
    openPublicPage(path);

    expect(
      await screen.findByRole('heading', { level: 1, name: title }, PAGE_TIMEOUT),
    ).toBeInTheDocument();
    expect(screen.getByText('Version 1.0 · Last updated July 2023')).toBeInTheDocument();
    expect(robotsContent()).toBe('noindex');
    expect(screen.getByRole('navigation', { name: 'Overview' })).toBeInTheDocument();
  });

  it('links the privacy policy to the cookie policy and to the support e-mail', async () => {
    openPublicPage('/privacy-policy');
    const main = await screen.findByRole('main');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' }, PAGE_TIMEOUT);

    expect(within(main).getAllByRole('link', { name: 'Cookie Policy' })[0]).toHaveAttribute(
      'href',
      '/cookie-policy',
    );
    expect(
      within(main).getAllByRole('link', { name: 'support@threshold.example' })[0],
    ).toHaveAttribute('href', 'mailto:support@threshold.example');
    // Lists in the content are real lists.
    expect(within(main).getAllByRole('list').length).toBeGreaterThan(1);
  });

  it('puts back a robots tag that was there before', async () => {
    const meta = document.createElement('meta');
    meta.setAttribute('name', 'robots');
    meta.setAttribute('content', 'index, follow');
    document.head.appendChild(meta);
    const { router } = openPublicPage('/cookie-policy');
    await screen.findByRole('heading', { level: 1, name: 'Cookie Policy' }, PAGE_TIMEOUT);
    expect(robotsContent()).toBe('noindex');

    await act(() => router.navigate('/partner-sign-up'));
    await waitFor(() => expect(robotsContent()).toBe('index, follow'));
    meta.remove();
  });
});
