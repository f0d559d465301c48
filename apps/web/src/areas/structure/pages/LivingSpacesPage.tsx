import { structure } from '@lintel/contracts';
import { EXPORT_MAX_ROWS } from '@lintel/contracts/data';
import type { BusinessPurpose } from '@lintel/contracts/structure/common-spaces';
import { formatNumber } from '@lintel/formats/numbers';
import { gate } from '@lintel/permissions';
import { Group, Stack, Tabs } from '@mantine/core';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { ExportMenu } from '../../../app/kit/ExportMenu.tsx';
import { ImportWizard } from '../../../app/kit/ImportWizard.tsx';
import { usePermissions } from '../../../app/permissions/PermissionsProvider.tsx';
import { useBusinessPurposesQuery } from '../api/common-spaces.ts';
import { structureScopes } from '../api/scope.ts';
import { commonSpaceMessages as c } from '../common-spaces.messages.ts';
import { CommonSpacesTable } from '../components/CommonSpacesTable.tsx';
import { UnitsTable } from '../components/UnitsTable.tsx';
import { spacesMessages as m } from '../messages.ts';

/** The tabs of the page, as the `tab` query value; the units tab is the default and has none. */
const AREA_TABS: Record<string, { purpose: BusinessPurpose; label: MessageDescriptor }> = {
  'common-areas': { purpose: 'COMMON_AREA', label: c.commonAreas },
  'maintenance-areas': { purpose: 'MAINTENANCE_AREA', label: c.maintenanceAreas },
};

/**
 * Community structure: the living units of the selected community, and its common and maintenance
 * areas on their own tabs. The tab, search, sort and page live in the page's URL.
 */
export default function LivingSpacesPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') ?? 'units';
  const tab = requested in AREA_TABS ? requested : 'units';
  const purposes = useBusinessPurposesQuery();
  const countOf = (purpose: BusinessPurpose) => purposes.data?.find((p) => p.code === purpose)?.spaceCount;
  const canCreate = usePermissions().can(gate.key('CBR_LIVING_SPACES_CREATE'));
  // The export takes the list's own search, filters and sort from the URL.
  const listQuery = {
    q: params.get('q') ?? undefined,
    sort: params.get('sort') ?? undefined,
    buildingId: params.get('buildingId') ?? undefined,
    unitTypeId: params.get('unitTypeId') ?? undefined,
  };

  // Each tab has its own list: a change of tab starts it unfiltered on its first page.
  const setTab = (value: string | null) => setParams(value && value !== 'units' ? { tab: value } : {});

  return (
    <Stack gap="md" maw={1200}>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List aria-label={intl.formatMessage(m.tabsLabel)}>
          <Tabs.Tab value="units" data-testid="tab-units">
            {intl.formatMessage(m.tabUnits)}
          </Tabs.Tab>
          {Object.entries(AREA_TABS).map(([value, { purpose, label }]) => {
            const count = countOf(purpose);
            const text = intl.formatMessage(label);
            return (
              <Tabs.Tab key={value} value={value} data-testid={`tab-${value}`}>
                {count === undefined
                  ? text
                  : intl.formatMessage(c.tabWithCount, { label: text, count: formatNumber(count) })}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        <Tabs.Panel value="units" pt="md">
          <Group justify="flex-end" gap="xs" mb="sm" role="group" aria-label={intl.formatMessage(m.unitsDataActions)}>
            {canCreate && (
              <ImportWizard
                title={intl.formatMessage(m.importUnits)}
                endpoints={structure.unitsData.unitImports}
                columns={structure.unitsData.UNIT_IMPORT_COLUMNS}
                scope={structureScopes.units}
                templateName="units"
                testId="units-import"
              />
            )}
            <ExportMenu
              endpoint={structure.unitsData.exportUnits}
              query={listQuery}
              maxRows={EXPORT_MAX_ROWS}
              testId="units-export"
            />
          </Group>
          <UnitsTable />
        </Tabs.Panel>
        {Object.entries(AREA_TABS).map(([value, { purpose }]) => (
          <Tabs.Panel key={value} value={value} pt="md">
            <CommonSpacesTable businessPurpose={purpose} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
