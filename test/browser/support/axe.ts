import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

// Evaluated through the DevTools protocol: the app's Content-Security-Policy (no inline
// scripts) stays on, as users get it.
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/**
 * Runs axe-core (WCAG 2.0/2.1 A and AA rules) on the page as it is and fails on any serious or
 * critical violation, naming the rule and the elements.
 */
export async function expectAccessible(page: Page, label = page.url()): Promise<void> {
  // Audit the page at rest, not half-faded under a loading spinner.
  await expect(page.locator('.ant-spin-spinning, [aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, options: object) => Promise<{ violations: Violation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => {
        const node = n as unknown as { html: string; any: { message: string }[] };
        return `${n.target.join(' ')} ${node.html.slice(0, 120)} ${node.any[0]?.message ?? ''}`;
      }),
    }));
  });
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious, `accessibility violations on ${label}`).toEqual([]);
}
