import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations as violationsOf } from '../lib/a11y.ts';
import { pagePerTest, settled } from '../lib/browser.ts';
import { baseUrl } from '../lib/server.ts';
import { choose, screenshot, signIn, signInAt } from '../lib/session.ts';

let context: BrowserContext;
let page: Page;
const consoleErrors: string[] = [];

pagePerTest({ width: 1280, height: 800 }, consoleErrors, (opened) => {
  ({ context, page } = opened);
});

/** The menu's route names, once the entry `settled` shows (the grants have arrived). */
async function menuEntries(settled = 'home'): Promise<string[]> {
  const nav = page.getByTestId('left-nav');
  await nav.locator(`[data-route="${settled}"]`).waitFor();
  await page.waitForLoadState('networkidle');
  return nav.locator('[data-route]').evaluateAll((els) => els.map((el) => el.getAttribute('data-route') ?? ''));
}

async function paletteResults(query: string): Promise<string[]> {
  await page.keyboard.press('Control+K');
  const search = page.getByRole('textbox', { name: 'Search screens' });
  await search.waitFor();
  await search.fill(query);
  await settled(page);
  const labels = await page.locator('.mantine-Spotlight-action').allTextContents();
  await page.keyboard.press('Escape');
  await search.waitFor({ state: 'hidden' });
  return labels;
}

const seriousViolations = () => violationsOf(page);

describe('shell: menu, guards, search and accessibility', () => {
  // One sign-in per user and test: each sign-in costs seconds of the browser budget (D236).
  it('super admin: with nothing selected, the menu and Ctrl+K offer only home; a screen that needs a customer and a community names both', async () => {
    await signIn(page, baseUrl, 'super@lintel.demo');
    await page.getByTestId('customer-selector').waitFor();
    await menuEntries();
    expect(await menuEntries()).toEqual(['home']);
    expect(await paletteResults('community struct')).toEqual([]);
    expect(await paletteResults('home')).toEqual([expect.stringContaining('Home')]);

    await page.goto(`${baseUrl}/spaces/living`);
    const notice = page.getByTestId('missing-context');
    await notice.waitFor();
    expect(await notice.textContent()).toBe(
      'please select a customer and a community to continue, then refresh the browser',
    );
    await choose(page, 'customer-selector', 'Acme Living');
    await expect
      .poll(() => notice.textContent(), { timeout: 15_000 })
      .toBe('please select a community to continue, then refresh the browser');
    await screenshot(page, 'shell-missing-context');
  });

  it('community manager and view-only user: the view-only menu is smaller, and Ctrl+K finds the media gallery for the manager only', async () => {
    await signIn(page, baseUrl, 'manager@maple.demo');
    const manager = await menuEntries('medias.index');
    expect(manager).toContain('home');
    expect(manager).toContain('cbr.living.communityStructure');
    await screenshot(page, 'shell-menu-manager');
    expect(await paletteResults('media gallery')).toEqual([expect.stringContaining('media gallery')]);
    await context.clearCookies();
    await signIn(page, baseUrl, 'viewer@maple.demo');
    const viewer = await menuEntries('cbr.living.communityStructure');
    await screenshot(page, 'shell-menu-viewer');
    for (const entry of viewer) expect(manager).toContain(entry);
    // The media gallery needs the digital-human or CMS permission, which the view-only role lacks.
    expect(viewer).not.toContain('medias.index');
    expect(viewer.length).toBeLessThan(manager.length);
    expect(await paletteResults('community struct')).toEqual([expect.stringContaining('Community structure')]);
    expect(await paletteResults('media gallery')).toEqual([]);
  });

  it('community manager: Ctrl+K finds a screen by its title and flow name and a tab by its words, leaves out hidden modals, and opens a unit by its name', async () => {
    await signIn(page, baseUrl, 'manager@maple.demo');
    await menuEntries('cbr.living.communityStructure');
    expect(await paletteResults('community struct')).toEqual([expect.stringContaining('Community structure')]);
    expect(await paletteResults('living spaces')).toEqual([expect.stringContaining('Community structure')]);
    expect(await paletteResults('pricing')).toEqual(
      expect.arrayContaining([expect.stringContaining('pricing matrix')]),
    );
    expect(await paletteResults('unit types')).toEqual(expect.arrayContaining([expect.stringContaining('Unit types')]));
    // Screens hidden from search: the unit and building modals.
    expect(await paletteResults('unit details')).toEqual([]);
    expect(await paletteResults('building details')).toEqual([]);

    await page.keyboard.press('Control+K');
    await page.getByRole('textbox', { name: 'Search screens' }).fill('living spaces');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/spaces/living`);
    await page.getByTestId('units-table').waitFor();

    await page.keyboard.press('Control+K');
    await page.getByRole('textbox', { name: 'Search screens' }).fill('A-101');
    const unit = page.locator('.mantine-Spotlight-action[data-record="unit"]');
    await unit.first().waitFor();
    expect(await unit.allTextContents()).toEqual([expect.stringContaining('A-101')]);
    expect(await unit.first().textContent()).toContain('Building A');
    expect(await seriousViolations()).toEqual([]);
    await unit.first().click();
    await page.waitForURL(/\/spaces\/living\/units\/[0-9a-f-]{36}$/);
    expect(await page.getByTestId('unit-name').textContent()).toContain('A-101');
  });

  it('community manager: the units list pages, searches and sorts on the server, with an empty state', async () => {
    await signIn(page, baseUrl, 'manager@maple.demo');
    await page.getByTestId('left-nav').locator('[data-route="cbr.living.communityStructure"]').click();
    await page.getByTestId('unit-row').first().waitFor();
    expect(await page.getByTestId('units-total').textContent()).toBe('Total: 120 items');
    expect(await page.getByTestId('unit-row').count()).toBe(20);
    await page.getByTestId('units-search').fill('b-2');
    await expect
      .poll(() => page.getByTestId('units-total').textContent(), { timeout: 15_000 })
      .not.toBe('Total: 120 items');
    const names = await page.getByTestId('unit-cell-name').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name.toLowerCase().startsWith('b-2')).toBe(true);
    await page.getByTestId('units-search').fill('zzz');
    await page.getByTestId('units-empty').waitFor();
    expect(await page.getByTestId('units-empty').textContent()).toBe('no results');
    await page.getByTestId('units-search').fill('');
    // The cleared search reaches the address after its debounce; sorting before it lands would race it.
    await expect
      .poll(() => page.getByTestId('units-total').textContent(), { timeout: 15_000 })
      .toBe('Total: 120 items');
    await page.getByRole('button', { name: 'Sort by Market rent' }).click();
    await expect.poll(() => page.url(), { timeout: 15_000 }).toContain('sort=marketRentCents%2Casc');
    await screenshot(page, 'shell-units-list');
    expect(consoleErrors).toEqual([]);
  });

  it('community manager: the V3 (Beta) layout choice is remembered after a reload', async () => {
    await signIn(page, baseUrl, 'manager@maple.demo');
    const layout = () => page.locator('[data-layout]').first().getAttribute('data-layout');
    await page.getByRole('switch', { name: 'V3 (Beta)' }).check();
    await expect.poll(layout, { timeout: 15_000 }).toBe('V3');
    await page.reload();
    await expect.poll(layout, { timeout: 15_000 }).toBe('V3');
    await page.getByRole('switch', { name: 'V3 (Beta)' }).uncheck();
    await expect.poll(layout, { timeout: 15_000 }).toBe('V2');
  });

  it('anyone: the sign-in screen and the shell have no serious accessibility violations (axe)', async () => {
    await page.goto(`${baseUrl}/sign-in`);
    await page.getByRole('heading', { name: 'Sign in to Lintel' }).waitFor();
    expect(await seriousViolations()).toEqual([]);
    await signInAt(page, baseUrl, 'manager@maple.demo', `/spaces/living`);
    await page.getByTestId('unit-row').first().waitFor();
    expect(await seriousViolations()).toEqual([]);
    await page.getByTestId('unit-row').first().getByRole('link').click();
    await page.getByTestId('unit-name').waitFor();
    await settled(page);
    expect(await seriousViolations()).toEqual([]);
  });

  it('community manager: the shell in the en-XA pseudo-locale translates the menu and the page', async () => {
    await signIn(page, baseUrl, 'manager@maple.demo');
    await page.getByTestId('left-nav').waitFor();
    // The English menu first, to compare with.
    const nav = page.getByTestId('left-nav');
    const menuText = async () => ({
      headings: (await nav.locator('section > p').allTextContents()).map((t) => t.trim()),
      entries: (await nav.locator('[data-route]').allTextContents()).map((t) => t.trim()),
    });
    // Gated entries show once the grants and the community's apps have arrived.
    await nav.locator('[data-route="community.settings.index"]').waitFor();
    await nav.locator('[data-route="cbr.living.communityStructure"]').waitFor();
    const english = await menuText();
    expect(english.entries.length).toBeGreaterThan(3);
    expect(english.headings.length).toBeGreaterThan(0);
    await page.getByText('en-XA', { exact: true }).click();
    await page.goto(`${baseUrl}/spaces/living`);
    await page.getByTestId('unit-row').first().waitFor();
    const title = await page.getByTestId('page-title').textContent();
    expect(title).not.toBe('Community structure');
    expect(title).toMatch(/^\[.*\]$/);
    // Every menu heading and entry is in the pseudo-locale, and none is left in English.
    await expect.poll(async () => (await menuText()).entries.length).toBe(english.entries.length);
    const pseudo = await menuText();
    expect(pseudo.entries).toHaveLength(english.entries.length);
    expect(pseudo.headings).toHaveLength(english.headings.length);
    for (const text of [...pseudo.headings, ...pseudo.entries]) expect(text).toMatch(/^\[.*\]$/);
    expect(pseudo.entries.filter((text) => english.entries.includes(text))).toEqual([]);
    await screenshot(page, 'shell-units-list-en-XA');
    // A message id missing from the pseudo-locale's catalogue is reported on the console (IntlRoot).
    await page.getByTestId('unit-row').first().getByRole('link').click();
    await page.getByTestId('unit-name').waitFor();
    expect(consoleErrors).toEqual([]);
  });
});

describe('shell: stacked modals live in the URL', () => {
  it('community manager: opens a unit over the list, stacks its building, goes back, and a refresh keeps the stack', async () => {
    await signIn(page, baseUrl, 'manager@maple.demo');
    await page.getByTestId('left-nav').locator('[data-route="cbr.living.communityStructure"]').click();
    await page.getByTestId('units-search').fill('b-3');
    await expect.poll(() => page.url(), { timeout: 15_000 }).toContain('q=b-3');
    await expect.poll(() => page.getByTestId('unit-row').first().textContent(), { timeout: 15_000 }).toMatch(/^B-3/);
    const listUrl = page.url();
    const unitName = (await page.getByTestId('unit-row').first().getByRole('link').textContent()) ?? '';
    await page.getByTestId('unit-row').first().getByRole('link').click();

    // The first modal opens over the page, which stays as it was (search included).
    const panel = page.getByTestId('modal-panel');
    await page.getByTestId('unit-name').waitFor();
    expect(await page.getByTestId('unit-name').textContent()).toBe(unitName);
    expect(page.url()).toContain('/spaces/living/units/');
    expect(await page.getByTestId('units-search').inputValue()).toBe('b-3');
    expect(await page.getByTestId('modal-breadcrumbs').textContent()).toBe('unit details');

    // A second modal stacks over it; the breadcrumbs show both.
    await page.getByTestId('unit-building-link').click();
    await page.getByTestId('building-name').waitFor();
    expect(await page.getByTestId('building-name').textContent()).toBe('Building B');
    expect(await page.getByTestId('modal-breadcrumbs').textContent()).toBe('unit details/building details');
    await settled(page);
    await screenshot(page, 'shell-stacked-modals');

    // A refresh restores the same stack over the same page.
    await page.reload();
    await page.getByTestId('building-name').waitFor();
    expect(await page.getByTestId('modal-breadcrumbs').textContent()).toBe('unit details/building details');
    expect(await page.getByTestId('units-search').inputValue()).toBe('b-3');

    // Back pops to the unit; close then returns to the list as it was.
    await page.getByTestId('modal-back').click();
    await page.getByTestId('unit-name').waitFor();
    expect(await page.getByTestId('modal-breadcrumbs').textContent()).toBe('unit details');

    // After going back, a refresh keeps the shorter stack over the same page.
    await page.reload();
    await page.getByTestId('unit-name').waitFor();
    expect(await page.getByTestId('modal-breadcrumbs').textContent()).toBe('unit details');
    expect(await page.getByTestId('unit-name').textContent()).toBe(unitName);
    expect(await page.getByTestId('units-search').inputValue()).toBe('b-3');
    await panel.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL(listUrl);
    await panel.waitFor({ state: 'detached' });
    expect(await page.getByTestId('units-search').inputValue()).toBe('b-3');

    // The browser's back button walks the same history: the unit modal again.
    await page.goBack();
    await page.getByTestId('unit-name').waitFor();
    expect(consoleErrors).toEqual([]);
  }, 150_000);

  it('community manager: back to a long list returns to where it was scrolled; a new visit starts at the top', async () => {
    await signIn(page, baseUrl, 'manager@maple.demo');
    await page.getByTestId('left-nav').waitFor();
    const nav = page.getByTestId('left-nav');
    // The page's own scrolls, counted: an arrival scrolls twice (at once, and again once the page
    // has rendered). The test scrolls by setting scrollTop, which is not counted.
    await page.evaluate(() => {
      const w = window as unknown as { appScrolls: number };
      const original = window.scrollTo.bind(window);
      w.appScrolls = 0;
      window.scrollTo = ((...args: Parameters<typeof window.scrollTo>) => {
        w.appScrolls++;
        return original(...args);
      }) as typeof window.scrollTo;
    });
    const appScrolls = () => page.evaluate(() => (window as unknown as { appScrolls: number }).appScrolls);
    const remembered = () =>
      page.evaluate(
        () => JSON.parse(sessionStorage.getItem('lintel.scroll') ?? '{}')[location.pathname + location.search],
      );
    await nav.locator('[data-route="cbr.living.communityStructure"]').click();
    await page.getByTestId('unit-row').nth(19).waitFor();
    // Past the arrival's own scroll to the top (a new visit scrolls once; only a restore keeps trying
    // while the page grows), then well inside the page's height; the page remembers the position on
    // its scroll event.
    await expect.poll(appScrolls).toBeGreaterThanOrEqual(1);
    await page.evaluate(() => {
      document.scrollingElement!.scrollTop = 400;
    });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
    await expect.poll(remembered).toBe(400);
    await nav.locator('[data-route="home"]').click();
    await page.waitForURL(`${baseUrl}/`);
    await page.goBack();
    await page.getByTestId('unit-row').nth(19).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
    // Through the menu it is a new visit, at the top.
    await nav.locator('[data-route="home"]').click();
    await page.waitForURL(`${baseUrl}/`);
    await nav.locator('[data-route="cbr.living.communityStructure"]').click();
    await page.getByTestId('unit-row').nth(19).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  }, 120_000);

  it('community manager: a menu navigation closes every modal and drops the list filters', async () => {
    // Let the sign-in land before leaving the page, or the navigation cancels it.
    await signInAt(page, baseUrl, 'manager@maple.demo', `/spaces/living?q=a-1`);
    await expect
      .poll(() => page.getByTestId('units-total').textContent(), { timeout: 15_000 })
      .not.toBe('Total: 120 items');
    await page.getByTestId('unit-row').first().getByRole('link').click();
    await page.getByTestId('unit-name').waitFor();
    await page.getByTestId('unit-building-link').click();
    await page.getByTestId('building-name').waitFor();
    await page.keyboard.press('Control+K');
    await page.getByRole('textbox', { name: 'Search screens' }).fill('home');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/`);
    await page.getByTestId('modal-panel').waitFor({ state: 'detached' });
    await page.getByTestId('left-nav').locator('[data-route="cbr.living.communityStructure"]').click();
    await page.getByTestId('unit-row').first().waitFor();
    expect(await page.getByTestId('units-search').inputValue()).toBe('');
    expect(await page.getByTestId('units-total').textContent()).toBe('Total: 120 items');
  }, 120_000);

  it('community manager: a unit address opened directly shows the unit over the living-spaces list', async () => {
    await signIn(page, baseUrl, 'manager@maple.demo');
    await page.getByTestId('left-nav').waitFor();
    await page.getByTestId('left-nav').locator('[data-route="cbr.living.communityStructure"]').click();
    await page.getByTestId('unit-row').first().getByRole('link').click();
    await page.getByTestId('unit-name').waitFor();
    const unitUrl = page.url();
    const fresh = await context.newPage();
    await fresh.goto(unitUrl);
    await fresh.getByTestId('unit-name').waitFor();
    await fresh.getByTestId('units-table').waitFor();
    await fresh.getByTestId('modal-panel').getByRole('button', { name: 'Close' }).click();
    await fresh.waitForURL(`${baseUrl}/spaces/living`);
  }, 120_000);
});
