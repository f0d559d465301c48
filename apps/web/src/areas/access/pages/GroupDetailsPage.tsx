import type { GroupMember } from '@lintel/contracts/access/groups';
import { Button, Stack, Text, Title } from '@mantine/core';
import { type IntlShape, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { HoursLines } from '../../../app/kit/hours/HoursLines.tsx';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { type RecordColumn, RecordTable } from '../../../app/kit/RecordTable.tsx';
import { usePermissions } from '../../../app/permissions/PermissionsProvider.tsx';
import { href } from '../../../app/routing/table.ts';
import { groupSettling, useGroupQuery } from '../api/groups.ts';
import { DetailCard } from '../components/DetailFields.tsx';
import { DetailsHeader } from '../components/DetailsHeader.tsx';
import { GrantsSection } from '../components/GrantsSection.tsx';
import { DATE_TIME, holderKinds } from '../components/states.ts';
import { groupMessages as g } from '../groups.messages.ts';
import { accessMessages as m } from '../messages.ts';

type MemberRow = GroupMember & { id: string };

function memberColumns(intl: IntlShape): RecordColumn<MemberRow>[] {
  return [
    { header: intl.formatMessage(g.name), testId: 'member-name', cell: (member) => member.name },
    {
      header: intl.formatMessage(g.kind),
      testId: 'member-kind',
      cell: (member) => intl.formatMessage(holderKinds[member.holderKind]),
    },
    { header: intl.formatMessage(g.addedAt), cell: (member) => intl.formatDate(member.addedAt, DATE_TIME) },
  ];
}

/**
 * /iot/groups/:id: one custom user group (its name, description, locations, hours), its members, and
 * their grants with the locks that confirmed them, read every 2 s while a lock has yet to confirm.
 * Edit with the update key (part 3 section 6).
 */
export default function GroupDetailsPage() {
  const intl = useIntl();
  const permissions = usePermissions();
  const { id = '' } = useParams();
  const query = useGroupQuery(id);
  const group = query.data;
  if (!group) return <QueryState query={query} failed={intl.formatMessage(g.groupFailed)} testId="group-error" />;

  const none = intl.formatMessage(m.none);
  const when = (value: string) => intl.formatDate(value, DATE_TIME);
  const canEdit = permissions.can({ key: 'CUSTOM_USER_GROUP_UPDATE' });

  return (
    <Stack gap="lg" data-testid="group-details" data-group-id={group.id}>
      <DetailsHeader
        title={group.name}
        testId="group-title"
        subtitle={
          <Text size="sm" c="gray.7" data-testid="group-member-count">
            {intl.formatMessage(g.memberCount, { count: group.memberCount })}
          </Text>
        }
        actions={
          canEdit && (
            <Button component={Link} to={href('iot.groups.edit', { id: group.id })} data-testid="group-edit">
              {intl.formatMessage(g.edit)}
            </Button>
          )
        }
      />
      <DetailCard
        fields={[
          [intl.formatMessage(g.name), group.name, 'group-name'],
          [intl.formatMessage(g.description), group.description ?? none, 'group-description'],
          [intl.formatMessage(m.locations), group.locationNames.join(', ') || none, 'group-locations'],
          [intl.formatMessage(m.hours), <HoursLines key="hours" hours={group.hours} />, 'group-hours'],
          [intl.formatMessage(g.createdBy), group.createdByName ?? none],
          [intl.formatMessage(g.created), when(group.createdAt)],
          [intl.formatMessage(g.updated), when(group.updatedAt)],
        ]}
      />
      <Stack gap="xs">
        <Title order={3} size="h5">
          {intl.formatMessage(g.members)}
        </Title>
        <RecordTable
          query={query}
          rows={group.members.map((member) => ({ ...member, id: `${member.holderKind}:${member.holderId}` }))}
          columns={memberColumns(intl)}
          failed={intl.formatMessage(g.groupFailed)}
          empty={intl.formatMessage(g.noGroupMembers)}
          testId="members"
          rowTestId="member-row"
          label={intl.formatMessage(g.membersLabel)}
          maw={800}
        />
      </Stack>
      <GrantsSection
        query={query}
        grants={group.grants}
        settling={groupSettling(group)}
        failed={intl.formatMessage(g.groupFailed)}
        testId="group"
        withHolder
      />
    </Stack>
  );
}
