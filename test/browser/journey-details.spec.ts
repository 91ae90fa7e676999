import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { uniqueEmail } from './support/mailbox';
import { signUpAndOpenLink } from './support/journeys';
import { completeAboutTheProperty, completeAboutYou } from './support/seller';

// Issue 25's smaller defects that only a browser shows: focus rings as drawn, and whether
// 'Agree and Continue' is on screen. One sign-up (the sign-up limit is 10 per IP per 5 minutes).

/** The focus ring as drawn: the element's outline style and its box shadow. */
const ringOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return { outline: style.outlineStyle, shadow: style.boxShadow };
  });

/**
 * The desktop stepper as drawn: its width, its titles, and the titles in which a word is split
 * over two lines ('Paymen/t').
 */
const stepperOf = (page: Page) =>
  page.getByRole('navigation', { name: 'Onboarding steps' }).evaluate((nav) => {
    const titles = Array.from(nav.querySelectorAll<HTMLElement>('.ant-steps-item-title'));
    const splitWord = (title: HTMLElement) => {
      const walker = document.createTreeWalker(title, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set(
            Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)),
          );
          if (lines.size > 1) return true;
        }
      }
      return false;
    };
    return {
      width: Math.round(nav.getBoundingClientRect().width),
      titles: titles.map((title) => title.textContent),
      split: titles.filter(splitWord).map((title) => title.textContent),
    };
  });

test.describe('journey details a new seller meets', () => {
  test.describe.configure({ timeout: 90_000 });

  test('no ring on arrival, one ring on the country code, Agree and Continue in view', async ({
    page,
  }) => {
    await signUpAndOpenLink(page, 'sell', {
      firstName: 'Rhea',
      lastName: 'Ring',
      email: uniqueEmail('ring'),
      mobile: '07911 123456',
    });

    // Start by keyboard: the new page's heading takes focus and, not being a control, no ring.
    const start = page
      .getByRole('link', { name: 'Start', exact: true })
      .or(page.getByRole('button', { name: 'Start', exact: true }));
    await start.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/sell\/about-you$/);
    const heading = page.getByRole('heading', { name: 'About you', level: 1 });
    await expect(heading).toBeFocused();
    expect(await heading.evaluate((element) => element.matches(':focus-visible'))).toBe(true);
    expect(await ringOf(heading)).toEqual({ outline: 'none', shadow: 'none' });

    const stepper = await stepperOf(page);
    expect(stepper.split).toEqual([]);
    expect(stepper.titles.length).toBeGreaterThanOrEqual(4);

    // The country-code picker, reached by Tab: our ring on the picker, none inside it.
    const code = page.getByRole('combobox', { name: 'Country calling code' });
    await page.getByLabel('Email').focus();
    await page.keyboard.press('Tab');
    await expect(code).toBeFocused();
    expect(await ringOf(code)).toEqual({ outline: 'none', shadow: 'none' });
    const pickerRing = await code.evaluate((element) => {
      const style = getComputedStyle(element.closest('.ant-select')!);
      return { outline: style.outlineStyle, shadows: style.boxShadow.split('rgb').length - 1 };
    });
    // our ring alone: the outline and one dark-teal shadow (antd's own shadow is replaced)
    expect(pickerRing).toEqual({ outline: 'solid', shadows: 1 });

    // The terms: 'Agree and Continue' is on screen from the start, and still at the foot of
    // the window halfway down the text.
    await completeAboutYou(page);
    // the stepper is the same on every step, and breaks no word (read once the new page has
    // laid it out: the step's page replaces the last one's)
    await expect.poll(() => stepperOf(page)).toEqual(stepper);
    await completeAboutTheProperty(page);
    await expect.poll(() => stepperOf(page)).toEqual(stepper);
    const agree = page.getByRole('button', { name: 'Agree and Continue' });
    await expect(page.getByRole('heading', { name: /Terms/, level: 1 })).toBeVisible();
    await expect(agree).toBeInViewport();
    await page.mouse.wheel(0, 3000);
    await expect(agree).toBeInViewport();
    await agree.click();
    await expect(page).toHaveURL(/\/sell\/payment$/);
    await expect(page.getByRole('heading', { name: 'Payment summary' })).toBeVisible();
    await expect.poll(() => stepperOf(page)).toEqual(stepper);
  });
});
