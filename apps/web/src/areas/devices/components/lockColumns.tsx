import type { Lock } from '@lintel/contracts/devices/locks';
import { Anchor, Text } from '@mantine/core';
import type { IntlShape } from 'react-intl';
import { Link } from 'react-router';
import type { DataColumn } from '../../../app/kit/DataTable.tsx';
import { hrefOf } from '../../../app/routing/table.ts';
import { lockMessages as m } from '../locks.messages.ts';
import { BatteryBadge, ConnectionBadge, InstallStateBadge, SyncStateBadge } from './DeviceStateBadges.tsx';
import { detailsRouteOf, familyNames } from './lockFamilies.ts';

/** Dates and times of the lock screens: 'Nov 26, 2026, 1:58 AM'. */
export const DATE_TIME = { dateStyle: 'medium', timeStyle: 'short' } as const;

/** The locks table's id: its remembered columns are kept under it (with the signed-in user). */
export const LOCKS_TABLE_ID = 'devices.locks';
/** Signalled when the column chooser route changes the remembered columns. */
export const LOCK_COLUMNS_CHANGED = 'lintel:devices.locks.columns';

export const lockDetailsHref = (lock: Pick<Lock, 'id' | 'family'>) =>
  hrefOf(detailsRouteOf(lock.family), { lockId: lock.id });

/** The columns of the locks table; the name is always shown, the others are the user's choice. */
export function lockColumns(intl: IntlShape): DataColumn<Lock>[] {
  const none = (
    <Text span size="sm" c="gray.7">
      {intl.formatMessage(m.none)}
    </Text>
  );
  return [
    {
      id: 'name',
      header: intl.formatMessage(m.name),
      required: true,
      sortField: 'name',
      testId: 'lock-cell-name',
      cell: (lock) => (
        <Anchor component={Link} to={lockDetailsHref(lock)} tabIndex={-1}>
          {lock.name}
        </Anchor>
      ),
    },
    {
      id: 'family',
      header: intl.formatMessage(m.family),
      sortField: 'family',
      cell: (lock) => intl.formatMessage(familyNames[lock.family]),
    },
    {
      id: 'installState',
      header: intl.formatMessage(m.installState),
      sortField: 'installState',
      testId: 'lock-cell-install-state',
      cell: (lock) => <InstallStateBadge state={lock.installState} />,
    },
    {
      id: 'connection',
      header: intl.formatMessage(m.connection),
      sortField: 'connection',
      testId: 'lock-cell-connection',
      cell: (lock) => <ConnectionBadge state={lock.connection} />,
    },
    {
      id: 'battery',
      header: intl.formatMessage(m.battery),
      sortField: 'battery',
      testId: 'lock-cell-battery',
      cell: (lock) => <BatteryBadge percent={lock.battery} />,
    },
    {
      id: 'syncState',
      header: intl.formatMessage(m.syncState),
      cell: (lock) => <SyncStateBadge state={lock.syncState} />,
    },
    { id: 'location', header: intl.formatMessage(m.location), cell: (lock) => lock.locationName ?? none },
    { id: 'gateway', header: intl.formatMessage(m.gateway), cell: (lock) => lock.gatewayName ?? none },
    {
      id: 'serial',
      header: intl.formatMessage(m.serial),
      sortField: 'serial',
      hiddenByDefault: true,
      cell: (lock) => lock.serial,
    },
    {
      id: 'unit',
      header: intl.formatMessage(m.unit),
      hiddenByDefault: true,
      cell: (lock) => lock.unitName ?? none,
    },
    {
      id: 'lastSeenAt',
      header: intl.formatMessage(m.lastSeen),
      sortField: 'lastSeenAt',
      hiddenByDefault: true,
      cell: (lock) => (lock.lastSeenAt ? intl.formatDate(lock.lastSeenAt, DATE_TIME) : none),
    },
  ];
}
