import type { UnitStatusPart } from '@lintel/contracts/settings/unit-statuses';
import { Anchor, Group, Stack, Tabs } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { settingsMessages as m } from '../messages.ts';
import { settingsPaths } from '../paths.ts';
import { PartTab } from './PartTab.tsx';
import { RulesTab } from './RulesTab.tsx';

const tabs: { value: string; part: UnitStatusPart | null; label: keyof typeof m }[] = [
  { value: 'current', part: 'CURRENT_OCCUPANCY', label: 'tabCurrent' },
  { value: 'physical', part: 'PHYSICAL_STATUS', label: 'tabPhysical' },
  { value: 'future', part: 'FUTURE_OCCUPANCY', label: 'tabFuture' },
  { value: 'rules', part: null, label: 'tabRules' },
];

/** The unit statuses screen: four tabs; only the active one is mounted, so rules load only when shown. */
export function UnitStatusesSection({ editable }: { editable: boolean }) {
  const intl = useIntl();
  // The tab rides on the URL, so a reload (or a remount) keeps it.
  const [search, setSearch] = useSearchParams();
  const active = tabs.some((t) => t.value === search.get('tab')) ? search.get('tab')! : 'current';
  const setActive = (value: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  return (
    <Stack gap="sm" data-testid="unit-statuses">
      {/* The tab above names the screen ('unit statuses'): no second title here. */}
      {editable ? (
        <Group justify="flex-end">
          <Anchor component={Link} to={settingsPaths.bulk()} data-testid="apply-to-others">
            {intl.formatMessage(m.applyToOthers)}
          </Anchor>
        </Group>
      ) : null}
      <Tabs value={active} onChange={(value) => setActive(value ?? 'current')} keepMounted={false}>
        <Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {intl.formatMessage(m[tab.label])}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Panel key={tab.value} value={tab.value}>
            {tab.part ? <PartTab part={tab.part} editable={editable} /> : <RulesTab editable={editable} />}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
