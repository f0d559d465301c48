import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../lib/a11y.ts';
import { pagePerTest, settled } from '../lib/browser.ts';
import { baseUrl } from '../lib/server.ts';
import { screenshot, signInAt } from '../lib/session.ts';

let page: Page;
const consoleErrors: string[] = [];
pagePerTest({ width: 1280, height: 900 }, consoleErrors, (opened) => {
  ({ page } = opened);
});

async function checkScreen(name: string): Promise<void> {
  await settled(page);
  expect(await seriousViolations(page), name).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, `automation-${name}`);
}

describe('automation schedules', () => {
  it('community manager: opens Automation on its schedules, creates one (after an hours conflict) with a closed day, finds it, then deletes it after the confirmation', async () => {
    // The automation area opens on its first tab, the scenarios; the schedules tab holds the demo's three.
    await signInAt(page, baseUrl, 'manager@maple.demo', '/iot/automation');
    await page.getByTestId('scenarios').waitFor();
    expect(new URL(page.url()).pathname).toBe('/iot/automation/scenarios');
    await page.goto(`${baseUrl}/iot/automation/schedules`);
    await page.getByTestId('schedules-table').waitFor();
    const office = page.getByTestId('schedule-row').filter({ hasText: 'Leasing office hours' });
    await office.waitFor();
    expect(await office.getByTestId('schedule-hours').textContent()).toContain('Weekdays');
    await checkScreen('list');

    // Create: Monday 9 to 5 is the first entry; a second Monday entry overlapping it is refused on both.
    await page.getByRole('link', { name: 'Create schedule' }).click();
    await page.getByTestId('schedule-form').waitFor();
    const name = `Gym ${Date.now()}`;
    await page.getByTestId('schedule-form-name').fill(name);
    await page.getByTestId('hours-add').click();
    await page.getByTestId('hours-1-days').selectOption('1');
    await page.getByTestId('hours-1-open-hours').selectOption('10');
    await page.getByTestId('schedule-form-save').click();
    const rows = page.getByTestId('hours-row');
    await rows.nth(0).getByText('conflicts with hours 2').waitFor();
    await rows.nth(1).getByText('conflicts with hours 1').waitFor();
    expect(await page.getByTestId('schedule-form-name').inputValue()).toBe(name);
    await checkScreen('conflict');

    // The second entry becomes Tuesday; a closed day is added.
    await page.getByTestId('hours-1-days').selectOption('2');
    await page.getByTestId('closed-day-add').click();
    await page.getByTestId('closed-day-0-date').fill('2026-12-25');
    await page.getByTestId('closed-day-0-name').fill('Christmas Day');
    await page.getByTestId('schedule-form-save').click();

    // Back on the list, found by the start of its name, with its hours and its one closed day.
    await page.getByTestId('schedules-table').waitFor();
    await page.getByTestId('schedules-search').fill(name.slice(0, 8));
    const created = page.getByTestId('schedule-row').filter({ hasText: name });
    await created.waitFor();
    expect(await created.getByTestId('schedule-closed-days').textContent()).toBe('1 day');

    // Delete, after the spec's question.
    await created.getByTestId('schedule-delete').click();
    await page.getByText('are you sure you want to delete this schedule?').waitFor();
    await checkScreen('delete-confirm');
    await page.getByRole('button', { name: 'yes' }).click();
    await created.waitFor({ state: 'detached' });
    // The one refusal: the hours conflict.
    expect(consoleErrors).toEqual([expect.stringContaining('status of 422')]);
  });

  it('community manager: opens the auto-open rules, creates one for the pool gate, watches the lock reach the state the schedule wants, switches the rule off and deletes it', async () => {
    await signInAt(page, baseUrl, 'manager@maple.demo', `/iot/automation/auto-open`);
    await page.getByTestId('auto-open-row').filter({ hasText: 'Leasing office front door' }).waitFor();
    await checkScreen('auto-open-list');

    await page.getByRole('link', { name: 'Create auto-open rule' }).click();
    await page.getByTestId('auto-open-form').waitFor();
    const name = `Pool gate ${Date.now()}`;
    await page.getByTestId('auto-open-form-name').fill(name);
    await page.getByTestId('auto-open-form-schedule').click();
    await page.getByRole('option', { name: 'Pool season' }).click();
    await page.getByTestId('auto-open-form-locks').click();
    await page.getByRole('option', { name: 'Pool gate', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('auto-open-form-save').click();

    // The rule's page: its lock ends held open in the pool's hours, locked outside them.
    await page.getByTestId('auto-open-details').waitFor();
    expect(await page.getByTestId('auto-open-details-name').textContent()).toBe(name);
    const lockState = page.getByTestId('auto-open-lock-state');
    await page.waitForFunction(
      () =>
        ['Held open', 'Locked'].includes(
          document.querySelector('[data-testid="auto-open-lock-state"]')?.textContent ?? '',
        ),
      undefined,
      { timeout: 30_000 },
    );
    await checkScreen('auto-open-details');

    // Off: the lock is locked.
    await page.getByTestId('auto-open-active').click({ force: true });
    await page.getByText(/Rule switched off/).waitFor();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="auto-open-lock-state"]')?.textContent === 'Locked',
      undefined,
      { timeout: 30_000 },
    );
    expect(await lockState.textContent()).toBe('Locked');

    // Delete, after the question.
    await page.getByTestId('auto-open-delete').click();
    await page.getByText('Delete this rule? Its locks are locked again.').waitFor();
    await page.getByRole('button', { name: 'yes' }).click();
    await page.getByTestId('auto-open').waitFor();
    await page.getByTestId('auto-open-row').filter({ hasText: 'Leasing office front door' }).waitFor();
    expect(await page.getByTestId('auto-open-row').filter({ hasText: name }).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  it('community manager: switches energy saving on for vacant units with a model unit left out, runs it against the simulator and reads the log: applied and excluded lines with their reasons', async () => {
    await signInAt(page, baseUrl, 'manager@maple.demo', `/iot/automation/scenarios`);
    await page.getByTestId('scenario-card').first().waitFor();
    await checkScreen('scenarios');
    await page.getByTestId('scenario-card').filter({ hasText: 'Energy saving' }).getByTestId('scenario-open').click();
    await page.getByTestId('energy-saving').waitFor();
    await page.getByTestId('scenario-runs-table').waitFor();

    // The rules: on, saving set points, one vacant unit left out (a model unit).
    await page.getByRole('link', { name: 'Edit rules' }).click();
    await page.getByTestId('energy-saving-rules').waitFor();
    await page.getByTestId('energy-saving-rules-active').check();
    await page.getByTestId('energy-saving-rules-heat').fill('58');
    await page.getByTestId('energy-saving-rules-cool').fill('85');
    await page.getByTestId('energy-saving-rules-units').click();
    await page
      .getByRole('option', { name: /\(vacant\)/ })
      .first()
      .click();
    await page.keyboard.press('Escape');
    await checkScreen('energy-saving-rules');
    await page.getByTestId('energy-saving-rules-save').click();

    // Back on the scenario: on, with the set points; run it.
    await page.getByTestId('energy-saving').waitFor();
    await page.getByTestId('energy-saving-active').getByText('On').waitFor();
    expect(await page.getByTestId('energy-saving-set-points').textContent()).toContain('Heat 58 °F, cool 85 °F');
    await checkScreen('energy-saving');
    await page.getByTestId('energy-saving-run').click();

    // The log of that run: every thermostat with its result; none is still Sending once the simulator answered.
    await page.getByTestId('scenario-log-run').waitFor();
    await checkScreen('scenario-log');
    const filterBy = async (label: string) => {
      await page.getByTestId('scenario-log-result-filter').click();
      await page.getByRole('option', { name: label, exact: true }).click();
    };
    await filterBy('Sending');
    await page.getByText('No line matches these filters').waitFor({ timeout: 60_000 });

    // Filtered on the server by result, each line with its reason.
    const reasonsOf = async (label: string) => {
      await filterBy(label);
      await expect
        .poll(async () => new Set(await page.getByTestId('scenario-log-result').allTextContents()))
        .toEqual(new Set([label]));
      return page.getByTestId('scenario-log-reason').allTextContents();
    };
    expect(new Set(await reasonsOf('Applied'))).toEqual(new Set(['Heat 58 °F, cool 85 °F, mode auto.']));
    expect((await reasonsOf('Excluded'))[0]).toMatch(/^The unit is not vacant|not in a unit/);
    expect(await reasonsOf('Left out by the rules')).toEqual(['The unit is left out of this scenario in its rules.']);
    expect(consoleErrors).toEqual([]);
  });

  it('community manager: reads whom the last leak told, adds a person for one building by e-mail, sees the rule, then removes it after the question', async () => {
    await signInAt(page, baseUrl, 'manager@maple.demo', `/iot/automation/scenarios`);
    await page
      .getByTestId('scenario-card')
      .filter({ hasText: 'Leak-sensor notifications' })
      .getByTestId('scenario-open')
      .click();
    await page.getByTestId('leak-notifications').waitFor();
    await page.getByTestId('leak-log-row').first().waitFor();
    expect(await page.getByTestId('leak-log-reason').first().textContent()).toMatch(/^Told by e-mail: /);
    await checkScreen('leak-notifications');

    await page.getByTestId('leak-rules-link').click();
    await page.getByTestId('leak-rule-row').first().waitFor();
    const before = await page.getByTestId('leak-rule-row').count();
    await page.getByTestId('leak-rule-add').click();
    await page.getByTestId('leak-rule-form').waitFor();
    await page.getByTestId('leak-rule-person-select').fill('m');
    await page.getByRole('option').first().click();
    await page.getByTestId('leak-rule-building-select').click();
    const building = (await page.getByRole('option').nth(1).textContent()) ?? '';
    await page.getByRole('option').nth(1).click();
    await checkScreen('leak-rule-add');
    await page.getByTestId('leak-rule-save').click();

    // Listed with its building; removed after the question names the person.
    await page.getByTestId('leak-rules').waitFor();
    await expect.poll(() => page.getByTestId('leak-rule-row').count()).toBe(before + 1);
    const added = page.getByTestId('leak-rule-row').filter({ hasText: building });
    expect(await added.getByTestId('leak-rule-channels').textContent()).toBe('E-mail');
    await checkScreen('leak-rules');
    await added.getByTestId('leak-rule-remove').click();
    await page.getByText(/^Remove this rule\? .+ will no longer be told of leaks there\.$/).waitFor();
    await page.getByRole('button', { name: 'yes' }).click();
    await expect.poll(() => page.getByTestId('leak-rule-row').count()).toBe(before);
    expect(consoleErrors).toEqual([]);
  });
});
