import type { VendorItem, VendorSite } from '@lintel/contracts/devices/lock-families';
import { gate } from '@lintel/permissions';
import { useToast } from '@lintel/ui';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { RecordTable } from '../../../../app/kit/RecordTable.tsx';
import { StatusBadge } from '../../../../app/kit/StatusBadge.tsx';
import { usePermissions } from '../../../../app/permissions/PermissionsProvider.tsx';
import { href } from '../../../../app/routing/table.ts';
import { type ImportFamily, useImportMutation, useVendorPreviewQuery } from '../../api/lock-families.ts';
import { lockFamilyMessages as m } from '../../lock-families.messages.ts';
import { importStates } from './parts.tsx';

/** Who may press Import (the screen itself is open to those who may read the account; D185). */
const IMPORTERS = {
  PDK: gate.allOf(gate.key('PDK_CLOUD_NODE_READ_ALL'), gate.key('PDK_DOOR_UPDATE')),
  BRIVO: gate.allOf(gate.key('BRIVO_SITES_READ_LIST'), gate.key('BRIVO_DEVICES_CHANGE_LOCATION')),
  BUTTERFLYMX: gate.key('BMX_AUTHENTICATION_UPDATE'),
} as const;

type Row = VendorItem & { doors?: VendorSite['doors'] };

/**
 * Import nodes (wired controller), import sites (Brivo: sites and their doors) and import buildings
 * (ButterflyMX): what the vendor account reports, marked when imported, and one Import for all of it.
 * Importing twice changes nothing.
 */
export function ImportPage({ family }: { family: ImportFamily }) {
  const intl = useIntl();
  const toast = useToast();
  const query = useVendorPreviewQuery(family);
  const run = useImportMutation(family);
  const permissions = usePermissions();
  const canImport = permissions.can(IMPORTERS[family]);
  const canInstall = permissions.can(gate.key('BMX_AUTHENTICATION_UPDATE'));
  const rows = (query.data as Row[] | undefined)?.map((row) => ({ ...row, id: row.externalId, lintelId: row.id }));
  const pending = rows?.some((row) => !row.imported || row.doors?.some((door) => !door.imported)) ?? false;

  const importAll = async () => {
    const result = await run.mutateAsync({});
    toast.success(
      intl.formatMessage(m.importDone, {
        created: result.created,
        updated: result.updated,
        locks: result.installs.length,
      }),
    );
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {intl.formatMessage(m.reported)}
      </Text>
      <RecordTable
        query={query}
        rows={rows}
        label={intl.formatMessage(m.reported)}
        failed={intl.formatMessage(m.failed)}
        empty={intl.formatMessage(m.importNothing)}
        testId={`import-${family.toLowerCase()}`}
        rowTestId="import-row"
        maw={960}
        columns={[
          { header: intl.formatMessage(m.name), cell: (row) => row.name },
          { header: intl.formatMessage(m.externalId), cell: (row) => row.externalId },
          ...(family === 'BRIVO'
            ? [
                {
                  header: intl.formatMessage(m.doors),
                  cell: (row: (typeof rows & {})[number]) =>
                    row.doors?.map((door) => `${door.name}${door.imported ? ' ✓' : ''}`).join(', '),
                },
              ]
            : []),
          {
            header: intl.formatMessage(m.imported),
            cell: (row) => <StatusBadge map={importStates} state={row.imported ? 'imported' : 'new'} />,
          },
          ...(family === 'BUTTERFLYMX' && canInstall
            ? [
                {
                  header: intl.formatMessage(m.installTitle),
                  cell: (row: (typeof rows & {})[number]) =>
                    row.lintelId && (
                      <Group gap="sm" wrap="nowrap">
                        {(['PANEL', 'DOOR'] as const).map((lockType) => (
                          <Anchor
                            key={lockType}
                            component={Link}
                            size="sm"
                            to={href('iot.locks.management.butterflymx.install', {
                              id: row.lintelId ?? '',
                              lockType,
                            })}
                          >
                            {intl.formatMessage(lockType === 'PANEL' ? m.installPanels : m.installDoors)}
                          </Anchor>
                        ))}
                      </Group>
                    ),
                },
              ]
            : []),
        ]}
      />
      {canImport && (
        <Group>
          <Button onClick={importAll} loading={run.isPending} disabled={!pending} data-testid="import-run">
            {intl.formatMessage(m.importAction)}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
