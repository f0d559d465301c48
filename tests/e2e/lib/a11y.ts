import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { settled } from './browser.ts';

/**
 * Serious and critical axe violations on the page as it is now, one line each (rule and the first
 * elements), so a failing test names what to fix. Every area's smoke test asserts none.
 *
 * @example expect(await seriousViolations(page)).toEqual([]);
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const first = await axeSerious(page);
  if (first.length === 0) return first;
  // A look taken mid-fade (a dialog still entering blends its text with the overlay) or while a
  // refetch's loader shows is not what the user reads: look again once the page stands still, and
  // report the rules that are still broken.
  await settled(page);
  await page.waitForTimeout(300);
  await settled(page);
  return axeSerious(page);
}

async function axeSerious(page: Page): Promise<string[]> {
  // Evaluated through the browser's protocol: the portal's CSP rightly refuses inline scripts. Once
  // per document: a walk through the portal's own navigation keeps it.
  // biome-ignore lint/suspicious/noExplicitAny: axe is injected into the page
  if (!(await page.evaluate(() => Boolean((window as any).axe)))) await page.evaluate(axe.source);
  const result = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected into the page
    const run = await (window as any).axe.run(document, { resultTypes: ['violations'] });
    type Check = { data?: { fgColor?: string; bgColor?: string; contrastRatio?: number } | null };
    type Node = { target: string[]; any: Check[] };
    return (run.violations as { id: string; impact: string; nodes: Node[] }[]).map((v) => ({
      id: v.id,
      impact: v.impact,
      // For contrast, the colours axe measured on each element: what to change is then plain.
      targets: v.nodes.slice(0, 3).map((n) => {
        const data = n.any.find((check) => check.data?.contrastRatio !== undefined)?.data;
        const colours = data ? ` (${data.fgColor} on ${data.bgColor}, ${data.contrastRatio}:1)` : '';
        return `${n.target.join(' ')}${colours}`;
      }),
      more: Math.max(0, v.nodes.length - 3),
    }));
  });
  return result
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.targets.join(', ')}${v.more ? ` and ${v.more} more` : ''}`);
}
