import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi, setupUser } from '../../../../../packages/ui/test/render.tsx';
import type { AccessEnv } from '../routing/access.ts';
import { routeTable } from '../routing/table.ts';
import { TabbedLayout, tabbedIndexTarget, visibleTabs } from './TabbedView.tsx';

const SETTINGS = 'community.settings.index';
const env = (keys: string[]): AccessEnv => ({
  customerId: 'c1',
  communityId: 'k1',
  profileType: 'USER',
  role: 'USER',
  apps: ['CBR'],
  permissionsLoading: false,
  can: (check) => 'key' in check && keys.includes(check.key),
});
const manager = env(['CBR_UNIT_STATUS_SETTINGS_VIEW', 'CBR_UNIT_STATUS_SETTINGS_UPDATE', 'CBR_UNIT_TYPES_VIEW']);
const pricingOnly = env(['CBR_UNIT_TYPES_VIEW']);
const statusesOnly = env(['CBR_UNIT_STATUS_SETTINGS_VIEW']);
const labels = (access: AccessEnv) => visibleTabs(routeTable, SETTINGS, access).map((tab) => tab.title?.defaultMessage);

describe('community settings as a tabbed view', () => {
  it('community manager: the tabs are unit statuses, pricing matrix and notification, in that order', () => {
    expect(labels(manager)).toEqual(['unit statuses', 'pricing matrix', 'notification']);
  });

  it('community manager: /community-settings and an unknown tab open the first tab', () => {
    expect(tabbedIndexTarget(routeTable, SETTINGS, {}, manager)).toBe('/community-settings/unit-statuses');
    expect(tabbedIndexTarget(routeTable, SETTINGS, { tab: 'nonsense' }, manager)).toBe(
      '/community-settings/unit-statuses',
    );
  });

  it('user without unit-status-settings view: no unit statuses tab; the pricing matrix tab comes first', () => {
    expect(labels(pricingOnly)).toEqual(['pricing matrix', 'notification']);
    expect(tabbedIndexTarget(routeTable, SETTINGS, { tab: 'unit-statuses-old' }, pricingOnly)).toBe(
      '/community-settings/pricing-matrices',
    );
  });

  it('user without unit types view: no pricing matrix tab', () => {
    expect(labels(statusesOnly)).toEqual(['unit statuses', 'notification']);
  });

  it('user with no section permission: only the always-permitted notification tab', () => {
    expect(labels(env([]))).toEqual(['notification']);
  });
});

describe('tabbed layout', () => {
  const tabs = visibleTabs(routeTable, SETTINGS, pricingOnly);

  it('user on the V2 layout: a horizontal tab bar of the permitted tabs; choosing one asks for its route', async () => {
    const user = setupUser();
    const onSelect = vi.fn();
    renderUi(
      <TabbedLayout tabs={tabs} value="community.settings.pricingMatrices" vertical={false} onSelect={onSelect}>
        <p>the page</p>
      </TabbedLayout>,
    );
    const list = screen.getByRole('tablist');
    expect(list.getAttribute('aria-orientation')).toBe('horizontal');
    expect(
      within(list)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['pricing matrix', 'notification']);
    expect(within(list).getByRole('tab', { selected: true }).textContent).toBe('pricing matrix');
    screen.getByText('the page');
    await user.click(within(list).getByRole('tab', { name: 'notification' }));
    expect(onSelect).toHaveBeenCalledWith('community.settings.notifications');
  });

  it('user on the V3 (Beta) layout: the same tabs as a vertical sidebar beside the page', () => {
    renderUi(
      <TabbedLayout tabs={tabs} value="community.settings.pricingMatrices" vertical onSelect={() => undefined}>
        <p>the page</p>
      </TabbedLayout>,
    );
    const list = screen.getByRole('tablist');
    expect(list.getAttribute('aria-orientation')).toBe('vertical');
    expect(
      within(list)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['pricing matrix', 'notification']);
    screen.getByText('the page');
  });

  it('user whose tab is switched off: its disabled marker stays in its place with the reason, and cannot be chosen', async () => {
    const user = setupUser();
    const onSelect = vi.fn();
    const marked = tabs.map((tab) =>
      tab.name === 'community.settings.notifications'
        ? {
            ...tab,
            disabledMarker: {
              check: { key: 'CBR_UNIT_TYPES_VIEW' },
              reason: { id: 't.off', defaultMessage: 'off here' },
            },
          }
        : tab,
    );
    renderUi(
      <TabbedLayout
        tabs={marked}
        disabled={new Set(['community.settings.notifications'])}
        value="community.settings.pricingMatrices"
        vertical={false}
        onSelect={onSelect}
      >
        <p>the page</p>
      </TabbedLayout>,
    );
    const marker = screen.getByTestId('tab-disabled-marker');
    expect(marker.textContent).toBe('notificationoff here');
    expect(marker.hasAttribute('disabled')).toBe(true);
    await user.click(marker);
    expect(onSelect).not.toHaveBeenCalled();
  });
});
