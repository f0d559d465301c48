import axe from 'axe-core';
import type { Page } from 'playwright-core';

/**
 * Serious and critical axe violations on the page as it is now, one line each (rule and the first
 * elements), so a failing test names what to fix. Every area's smoke test asserts none.
 *
 * @example expect(await seriousViolations(page)).toEqual([]);
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated through the browser's protocol: the portal's CSP rightly refuses inline scripts.
  await page.evaluate(axe.source);
  const result = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected into the page
    const run = await (window as any).axe.run(document, { resultTypes: ['violations'] });
    return (run.violations as { id: string; impact: string; nodes: { target: string[] }[] }[]).map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 3),
    }));
  });
  return result
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.targets.join(', ')}`);
}
