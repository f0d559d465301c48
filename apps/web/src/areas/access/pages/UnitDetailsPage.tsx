import type { CommunityUnit, UnitLease, UnitLink } from '@lintel/contracts/access/community-units';
import { useToast } from '@lintel/ui';
import { Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { type IntlShape, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { type RecordColumn, RecordTable } from '../../../app/kit/RecordTable.tsx';
import { usePermissions } from '../../../app/permissions/PermissionsProvider.tsx';
import { href } from '../../../app/routing/table.ts';
import { useCommunityUnitQuery, useUnlinkUnitMutation } from '../api/communityUnits.ts';
import { communityUnitMessages as u } from '../community-units.messages.ts';
import { DetailCard } from '../components/DetailFields.tsx';
import { DetailsHeader } from '../components/DetailsHeader.tsx';
import { DATE_TIME } from '../components/states.ts';
import { accessMessages as m } from '../messages.ts';

type Lock = CommunityUnit['locks'][number];
type LinkRow = UnitLink & { id: string };

function lockColumns(intl: IntlShape): RecordColumn<Lock>[] {
  return [
    { header: intl.formatMessage(u.lock), testId: 'unit-lock-name', cell: (lock) => lock.name },
    { header: intl.formatMessage(u.family), cell: (lock) => lock.family },
    {
      header: intl.formatMessage(u.connection),
      testId: 'unit-lock-connection',
      cell: (lock) => (
        <Badge variant="light" color={lock.connection === 'ONLINE' ? 'green' : 'gray'}>
          {intl.formatMessage(lock.connection === 'ONLINE' ? u.online : u.offline)}
        </Badge>
      ),
    },
    {
      header: intl.formatMessage(u.battery),
      cell: (lock) =>
        lock.battery === null
          ? intl.formatMessage(m.none)
          : intl.formatMessage(u.batteryValue, { value: lock.battery }),
    },
  ];
}

function leaseColumns(intl: IntlShape, canOpen: boolean): RecordColumn<UnitLease>[] {
  return [
    {
      header: intl.formatMessage(m.residents),
      testId: 'unit-lease-residents',
      cell: (lease) => lease.residentNames.join(', ') || intl.formatMessage(m.noResidents),
    },
    { header: intl.formatMessage(m.startsOn), cell: (lease) => lease.startsOn },
    { header: intl.formatMessage(m.endsOn), cell: (lease) => lease.endsOn },
    {
      header: intl.formatMessage(u.lease),
      cell: (lease) =>
        canOpen ? (
          <Anchor
            component={Link}
            to={href('iot.leases.details', { leaseId: lease.id })}
            tabIndex={-1}
            data-testid="unit-lease-link"
          >
            {intl.formatMessage(u.openLease)}
          </Anchor>
        ) : (
          intl.formatMessage(m.none)
        ),
    },
  ];
}

/**
 * /iot/community/units/:id (part 3 section 2 "Community structure"; D234): a unit of the community with
 * its building, type and floor; its doors (the locks placed at it, online or not); the locations it is
 * linked to, which every lease made for it (or moved to it) gets; and its active leases. With the
 * location key: link it (one location, or several at once, both modals over this page) and unlink.
 */
export default function UnitDetailsPage() {
  const intl = useIntl();
  const toast = useToast();
  const permissions = usePermissions();
  const { id = '' } = useParams();
  const query = useCommunityUnitQuery(id);
  const unlink = useUnlinkUnitMutation(id);
  const unit = query.data;
  if (!unit) return <QueryState query={query} failed={intl.formatMessage(u.unitFailed)} testId="unit-error" />;

  const canLink = permissions.can({ key: 'LOCATION_CREATE' });
  const canOpenLease = permissions.can({ key: 'LEASE_READ' });
  const linkColumns: RecordColumn<LinkRow>[] = [
    { header: intl.formatMessage(m.location), testId: 'unit-link-path', cell: (link) => link.path },
    { header: intl.formatMessage(u.linkedAt), cell: (link) => intl.formatDate(link.linkedAt, DATE_TIME) },
    ...(canLink
      ? [
          {
            header: intl.formatMessage(m.actions),
            cell: (link: LinkRow) => (
              <Button
                size="xs"
                variant="light"
                color="red"
                aria-label={intl.formatMessage(u.unlinkLabel, { name: link.path })}
                loading={unlink.isPending && unlink.variables === link.locationId}
                onClick={() =>
                  unlink.mutate(link.locationId, {
                    onSuccess: () => toast.success(intl.formatMessage(u.unlinked, { name: link.name })),
                    onError: (error) => toast.error(error.message),
                  })
                }
                data-testid="unit-unlink"
              >
                {intl.formatMessage(u.unlink)}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <Stack gap="lg" data-testid="unit-details" data-unit-id={unit.id}>
      <DetailsHeader
        title={unit.name}
        testId="unit-title"
        subtitle={
          <Text size="sm" c="gray.7">
            {intl.formatMessage(u.unitSummary, { building: unit.buildingName, floor: unit.floor })}
          </Text>
        }
        actions={
          canLink && (
            <Group gap="xs">
              <Button
                component={Link}
                to={href('iot.community.units.linkUnit', { id: unit.id })}
                data-testid="unit-link-one"
              >
                {intl.formatMessage(u.linkUnitTitle)}
              </Button>
              <Button
                component={Link}
                variant="default"
                to={href('iot.community.units.linkUnits', { id: unit.id })}
                data-testid="unit-link-many"
              >
                {intl.formatMessage(u.linkUnitsTitle)}
              </Button>
            </Group>
          )
        }
      />
      <DetailCard
        cols={4}
        fields={[
          [intl.formatMessage(u.building), unit.buildingName, 'unit-building'],
          [intl.formatMessage(u.unitType), unit.unitTypeName, 'unit-type'],
          [intl.formatMessage(u.floor), unit.floor, 'unit-floor'],
          [intl.formatMessage(u.squareFeet), intl.formatMessage(u.squareFeetValue, { value: unit.squareFeet })],
        ]}
      />
      <Stack gap="xs">
        <Title order={3} size="h5">
          {intl.formatMessage(u.doors)}
        </Title>
        <RecordTable
          query={query}
          rows={unit.locks}
          columns={lockColumns(intl)}
          failed={intl.formatMessage(u.unitFailed)}
          empty={intl.formatMessage(u.noDoors)}
          testId="unit-locks"
          rowTestId="unit-lock-row"
          label={intl.formatMessage(u.doorsLabel)}
          maw={800}
        />
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {intl.formatMessage(u.links)}
        </Title>
        <Text size="sm" c="gray.7">
          {intl.formatMessage(u.linksIntro)}
        </Text>
        <RecordTable
          query={query}
          rows={unit.links.map((link) => ({ ...link, id: link.locationId }))}
          columns={linkColumns}
          failed={intl.formatMessage(u.unitFailed)}
          empty={intl.formatMessage(u.noLinks)}
          testId="unit-links"
          rowTestId="unit-link-row"
          label={intl.formatMessage(u.linksLabel)}
          maw={800}
        />
        {canLink && unit.links.length > 0 && (
          <Text size="xs" c="gray.7" data-testid="unit-unlink-note">
            {intl.formatMessage(u.unlinkNote)}
          </Text>
        )}
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {intl.formatMessage(u.leases)}
        </Title>
        <RecordTable
          query={query}
          rows={unit.leases}
          columns={leaseColumns(intl, canOpenLease)}
          failed={intl.formatMessage(u.unitFailed)}
          empty={intl.formatMessage(u.noLeases)}
          testId="unit-leases"
          rowTestId="unit-lease-row"
          label={intl.formatMessage(u.leasesLabel)}
          maw={800}
          {...(canOpenLease
            ? { rowHref: (lease: UnitLease) => href('iot.leases.details', { leaseId: lease.id }) }
            : {})}
        />
      </Stack>
    </Stack>
  );
}
