import type { CloudNode } from '@lintel/contracts/devices/lock-families';
import { gate } from '@lintel/permissions';
import { Anchor, Button, Group, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { RecordTable } from '../../../../app/kit/RecordTable.tsx';
import { StatusBadge } from '../../../../app/kit/StatusBadge.tsx';
import { usePermissions } from '../../../../app/permissions/PermissionsProvider.tsx';
import { href } from '../../../../app/routing/table.ts';
import { usePdkNodesQuery } from '../../api/lock-families.ts';
import { lockFamilyMessages as m } from '../../lock-families.messages.ts';
import { connectionStates } from './parts.tsx';

/** /iot/locks/management/pdk/node-settings: the community's cloud nodes; a row opens the node's settings. */
export default function NodeSettingsPage() {
  const intl = useIntl();
  const query = usePdkNodesQuery();
  const canImport = usePermissions().can(gate.key('PDK_CLOUD_NODE_READ_ALL'));
  const edit = (node: CloudNode) => href('iot.locks.management.pdk.editNode', { id: node.id });
  return (
    <Stack gap="md">
      {canImport && (
        <Group>
          <Button component={Link} to={href('iot.locks.management.pdk.importNodes')} variant="light">
            {intl.formatMessage(m.importNodesTitle)}
          </Button>
        </Group>
      )}
      <RecordTable
        query={query}
        rows={query.data}
        label={intl.formatMessage(m.nodeSettingsTitle)}
        failed={intl.formatMessage(m.failed)}
        empty={intl.formatMessage(m.noNodes)}
        testId="pdk-nodes"
        rowTestId="pdk-node-row"
        maw={960}
        rowHref={edit}
        columns={[
          {
            header: intl.formatMessage(m.name),
            cell: (node) => (
              <Anchor component={Link} to={edit(node)}>
                {node.name}
              </Anchor>
            ),
          },
          { header: intl.formatMessage(m.externalId), cell: (node) => node.externalId },
          {
            header: intl.formatMessage(m.connection),
            cell: (node) => <StatusBadge map={connectionStates} state={node.connection} />,
          },
          { header: intl.formatMessage(m.timeZone), cell: (node) => node.settings.timeZone },
          { header: intl.formatMessage(m.doors), cell: (node) => node.doorCount, align: 'right' },
        ]}
      />
    </Stack>
  );
}
