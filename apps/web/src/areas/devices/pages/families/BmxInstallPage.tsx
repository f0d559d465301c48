import { BMX_LOCK_TYPES, type BmxLockType } from '@lintel/contracts/devices/lock-families';
import { useToast } from '@lintel/ui';
import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { QueryState } from '../../../../app/kit/QueryState.tsx';
import { RecordTable } from '../../../../app/kit/RecordTable.tsx';
import { StatusBadge } from '../../../../app/kit/StatusBadge.tsx';
import { useBmxInstallableQuery, useInstallBmxMutation } from '../../api/lock-families.ts';
import { lockFamilyMessages as m } from '../../lock-families.messages.ts';
import { importStates } from './parts.tsx';

/** /iot/locks/management/butterflymx/install/:id/:lockType: the building's devices of a type; the chosen ones are installed. */
export default function BmxInstallPage() {
  const intl = useIntl();
  const toast = useToast();
  const { id = '', lockType: raw = 'PANEL' } = useParams();
  const lockType: BmxLockType = (BMX_LOCK_TYPES as readonly string[]).includes(raw) ? (raw as BmxLockType) : 'PANEL';
  const query = useBmxInstallableQuery(id, lockType);
  const install = useInstallBmxMutation(id);
  const [chosen, setChosen] = useState<string[]>([]);
  if (!query.data) return <QueryState query={query} failed={intl.formatMessage(m.failed)} />;
  const rows = query.data.devices.map((device) => ({ ...device, id: device.externalId }));
  const toggle = (externalId: string, on: boolean) =>
    setChosen((now) => (on ? [...now, externalId] : now.filter((x) => x !== externalId)));

  const run = async () => {
    const result = await install.mutateAsync({ lockType, externalIds: chosen });
    setChosen([]);
    toast.success(intl.formatMessage(m.installing, { count: result.installs.length }));
  };

  return (
    <Stack gap="md">
      <Text size="sm">
        {intl.formatMessage(m.building)}: {query.data.building.name} ·{' '}
        {intl.formatMessage(lockType === 'PANEL' ? m.lockTypePANEL : m.lockTypeDOOR)}
      </Text>
      <RecordTable
        query={query}
        rows={rows}
        label={intl.formatMessage(m.installTitle)}
        failed={intl.formatMessage(m.failed)}
        empty={intl.formatMessage(m.importNothing)}
        testId="bmx-installable"
        rowTestId="bmx-installable-row"
        maw={800}
        columns={[
          {
            header: intl.formatMessage(m.installTitle),
            cell: (row) => (
              <Checkbox
                aria-label={row.name}
                checked={chosen.includes(row.externalId)}
                disabled={row.imported}
                onChange={(event) => toggle(row.externalId, event.currentTarget.checked)}
              />
            ),
          },
          { header: intl.formatMessage(m.name), cell: (row) => row.name },
          { header: intl.formatMessage(m.externalId), cell: (row) => row.externalId },
          {
            header: intl.formatMessage(m.installState),
            cell: (row) => row.imported && <StatusBadge map={importStates} state="imported" />,
          },
        ]}
      />
      <Group>
        <Button onClick={run} loading={install.isPending} disabled={chosen.length === 0} data-testid="bmx-install">
          {intl.formatMessage(m.installAction, { count: chosen.length })}
        </Button>
      </Group>
    </Stack>
  );
}
