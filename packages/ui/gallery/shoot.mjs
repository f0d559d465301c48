// Screenshots of the fixture gallery in headless Chromium, for looking at the blocks as a user would.
// Build the gallery first, then: node packages/ui/gallery/shoot.mjs (CHROMIUM_PATH picks the browser,
// as for the browser tests; Debian's package is the default).
// Pictures go to packages/ui/gallery/dist/shots (ignored by git).
import { mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const dist = fileURLToPath(new URL('./dist/', import.meta.url));
const shots = join(dist, 'shots');
mkdirSync(shots, { recursive: true });

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };
const server = createServer((request, response) => {
  const asked = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
  const path = asked.endsWith('/') ? `${asked}index.html` : asked;
  try {
    const body = readFileSync(join(dist, path));
    response.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' });
    response.end(body);
  } catch {
    response.writeHead(404).end();
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${server.address().port}/`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
page.on('pageerror', (error) => console.error('page error:', error.message));
page.on('console', (message) => message.type() === 'error' && console.error('console:', message.text()));

const fixture = (id) => page.locator(`[data-fixture="${id}"]`);
const shoot = async (name, target = page) => {
  await page.waitForTimeout(350); // let transitions finish
  await target.screenshot({ path: join(shots, `${name}.png`) });
  console.info(`shot ${name}`);
};
const fresh = async (id) => {
  await page.goto(`${url}#${id}`);
  await page.locator(`[data-fixture="${id}"]`).scrollIntoViewIfNeeded();
};

await page.goto(url);
await shoot('00-overview-top');

await fresh('Dropdown-SingleStatic');
await fixture('Dropdown-SingleStatic').getByRole('combobox').click();
await shoot('dropdown-single-open');

await fresh('Dropdown-MultipleWithSelectAll');
await fixture('Dropdown-MultipleWithSelectAll').getByRole('combobox').click();
await shoot('dropdown-multiple-open');

await fresh('Dropdown-ServerSearchBasicPaging');
await fixture('Dropdown-ServerSearchBasicPaging').getByRole('combobox').click();
await shoot('dropdown-server-loading');
await page.getByRole('option').first().waitFor();
await shoot('dropdown-server-first-page');
await page.getByRole('textbox', { name: 'search' }).fill('oak');
await page.waitForTimeout(1200);
await shoot('dropdown-server-search-oak');
await page.getByRole('textbox', { name: 'search' }).fill('zzz');
await page.waitForTimeout(1200);
await shoot('dropdown-server-no-results');

await fresh('Dropdown-TokenPagingMultiple');
await fixture('Dropdown-TokenPagingMultiple').getByRole('combobox').click();
await page.getByRole('option').first().waitFor();
await page.getByRole('option').nth(0).click();
await page.getByRole('option').nth(1).click();
await page.getByRole('option').nth(2).click();
await page.getByRole('option').nth(3).click();
await page.mouse.wheel(0, 2000);
await page.waitForTimeout(900);
await shoot('dropdown-token-multiple-scrolled');
await page.keyboard.press('Escape');

await fresh('Dropdown-Sizes');
await shoot('dropdown-sizes', fixture('Dropdown-Sizes'));
await fresh('Dropdown-EmptyCommunities');
await fixture('Dropdown-EmptyCommunities').getByRole('combobox').click();
await shoot('dropdown-empty');

for (const [id, button, name] of [
  ['ConfirmationProvider-DefaultQuestion', 'generic confirmation', 'confirmation-default'],
  ['ConfirmationProvider-WarningWithCountdown', 'delete with countdown', 'confirmation-warning-countdown'],
  ['ConfirmationProvider-SuccessStyled', 'save settings', 'confirmation-success'],
  ['ConfirmationProvider-CustomComponent', 'revoke access (custom body)', 'confirmation-custom'],
]) {
  await fresh(id);
  await page.getByRole('button', { name: button }).click();
  await shoot(name);
  await page.keyboard.press('Escape');
}

await fresh('DrawerProvider-OpenDrawer');
await page.getByRole('button', { name: 'open drawer' }).click();
await shoot('drawer');
await page.keyboard.press('Escape');

await fresh('ToastProvider-EveryType');
for (const name of ['success', 'error', 'warning (default text)', 'brand', 'default']) {
  await page.getByRole('button', { name, exact: true }).click();
}
await shoot('toasts');

await fresh('ColourSelectorProvider-Defaults');
await page.getByRole('button', { name: 'pick a colour (defaults)' }).click();
await shoot('colour-selector-defaults');
await page.keyboard.press('Escape');
await fresh('ColourSelectorProvider-ThreeSelectors');
await page.getByRole('button', { name: 'pick website colours' }).click();
await shoot('colour-selector-three');
await page.keyboard.press('Escape');

await fresh('DownloadBannerProvider-StartAndFinish');
await page.getByRole('button', { name: 'start download' }).click();
await shoot('download-banner-started');
await page.getByRole('button', { name: 'finish download' }).click();
await page.waitForTimeout(100);
await shoot('download-banner-complete');

await fresh('EditableField-StatusName');
await fixture('EditableField-StatusName')
  .getByRole('button', { name: /edit status name/ })
  .click();
await shoot('editable-field-editing', fixture('EditableField-StatusName'));
await page.keyboard.press('Escape');
await fixture('EditableField-StatusName')
  .getByRole('button', { name: /edit description/ })
  .click();
await page.keyboard.type('Ready');
await page.keyboard.press('Enter');
await page.waitForTimeout(900);
await shoot('editable-field-failed', fixture('EditableField-StatusName'));

for (const id of [
  'Tag-SizesAndThemes',
  'Tag-Collapsible',
  'Toggle-Sizes',
  'Alert-Themes',
  'AmountInput-Amounts',
  'CounterInput-Counters',
  'TextInput-TrimmedWithMaxLength',
  'ActionFooter-TabFooter',
  'ActionFooter-ModalFooter',
  'Tooltip-MandatoryStatus',
]) {
  await fresh(id);
  await shoot(id, fixture(id));
}

await fresh('Toggle-WithConfirmation');
await fixture('Toggle-WithConfirmation').getByRole('switch').click({ force: true });
await shoot('toggle-confirmation');
await page.keyboard.press('Escape');

await fresh('Popover-Positions');
await fixture('Popover-Positions').getByRole('button', { name: 'right' }).click();
await shoot('popover-right');
await page.keyboard.press('Escape');
await fixture('Popover-Positions').getByRole('button', { name: 'middle' }).click();
await shoot('popover-middle');
await page.keyboard.press('Escape');

await fresh('Form-StatusForm');
await fixture('Form-StatusForm').getByRole('textbox', { name: 'status name' }).click();
await page.keyboard.press('Tab');
await shoot('form-touched', fixture('Form-StatusForm'));
await fixture('Form-StatusForm').getByRole('button', { name: 'save' }).click();
await shoot('form-failed-submit');

await fresh('MoreActionsMenu-PageMenu');
await fixture('MoreActionsMenu-PageMenu').getByRole('button', { name: 'More Actions' }).first().click();
await shoot('more-actions-open');

await browser.close();
server.close();
