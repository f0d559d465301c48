import { access } from '@lintel/contracts';
import type { AccessGroupDetails, GroupInput } from '@lintel/contracts/access/groups';
import { FormTextInput, useSchemaForm, useToast } from '@lintel/ui';
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { FormFrame, useFormFrame } from '../../../app/kit/FormFrame.tsx';
import { HoursFields } from '../../../app/kit/hours/HoursFields.tsx';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { href } from '../../../app/routing/table.ts';
import { useCreateGroupMutation, useGroupQuery, useMemberChoicesQuery, useUpdateGroupMutation } from '../api/groups.ts';
import { useLocationChoicesQuery } from '../api/leases.ts';
import { LocationsField } from '../components/LocationsField.tsx';
import { groupMessages as g } from '../groups.messages.ts';
import { accessMessages as m } from '../messages.ts';
import { MembersField } from './GroupFields.tsx';

const EMPTY: GroupInput = { name: '', description: '', locationIds: [], hours: [], members: [] };

/** A server issue about a member's kind or id is shown on that member ('members.2.holderId' → 'members.2'). */
const fieldOf = (path: string) => (path.startsWith('members.') ? path.split('.').slice(0, 2).join('.') : path);

/**
 * The form of a custom user group, validated by the server's own schema: its name and description,
 * the locations its members may open, the hours of operation (none: any hour) and the members,
 * residents living in the community and its staff found by the start of their name. A refusal keeps
 * what was typed and lands next to its field (a name taken on the name, an hours conflict on both
 * entries it is about, a person who may not be a member named on the members); saved, the group opens.
 */
function GroupForm({
  initial,
  current,
  save,
  onCancel,
}: {
  initial: GroupInput;
  /** Editing: the group as it is (its members and locations shown by name). */
  current?: AccessGroupDetails;
  save: ReturnType<typeof useCreateGroupMutation>;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const locations = useLocationChoicesQuery();
  const [memberQuery, setMemberQuery] = useState('');
  const people = useMemberChoicesQuery(memberQuery);
  const form = useSchemaForm(access.groups.groupInput, { defaultValues: initial });
  const frame = useFormFrame(form, save, {
    fields: { ACCESS_GROUP_NAME_TAKEN: 'name' },
    fieldOf,
    onSaved: (saved) => {
      toast.success(intl.formatMessage(current ? g.savedToast : g.createdToast, { name: saved.name }));
      navigate(href('iot.groups.details', { id: saved.id }));
    },
  });
  const knownLocations = (current?.locationIds ?? []).map((id, index) => ({
    id,
    name: current?.locationNames[index] ?? id,
  }));

  return (
    <FormFrame form={form} frame={frame} data-testid="group-form">
      <Stack gap="md" maw={860}>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <FormTextInput
            name="name"
            label={intl.formatMessage(g.name)}
            placeholder={intl.formatMessage(g.namePlaceholder)}
            required
            maxLength={100}
            data-testid="group-form-name"
          />
          <FormTextInput
            name="description"
            label={intl.formatMessage(g.description)}
            maxLength={500}
            data-testid="group-form-description"
          />
        </SimpleGrid>
        <LocationsField
          choices={locations}
          known={knownLocations}
          description={intl.formatMessage(g.locationsHint)}
          testId="group-form-locations"
        />
        <MembersField
          choices={people}
          onQueryChange={setMemberQuery}
          known={current?.members ?? []}
          testId="group-form-members"
        />
        <HoursFields hint={intl.formatMessage(g.hoursHint)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button type="submit" loading={frame.saving} data-testid="group-form-save">
            {intl.formatMessage(current ? m.save : g.create)}
          </Button>
        </Group>
      </Stack>
    </FormFrame>
  );
}

/** /iot/groups/create: a new group. */
export function GroupCreatePage() {
  const navigate = useNavigate();
  const save = useCreateGroupMutation();
  return <GroupForm initial={EMPTY} save={save} onCancel={() => navigate(href('iot.groups.index'))} />;
}

/** /iot/groups/:id/edit: a group's name, description, locations, hours and members. */
export function GroupEditPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const query = useGroupQuery(id);
  const save = useUpdateGroupMutation(id);
  const current = query.data;
  if (!current) return <QueryState query={query} failed={intl.formatMessage(g.groupFailed)} testId="group-error" />;
  const initial: GroupInput = {
    name: current.name,
    description: current.description ?? '',
    locationIds: current.locationIds,
    hours: (current.hours ?? []).map((entry) => ({ ...entry, working24: entry.working24 ?? false })),
    members: current.members.map((member) => ({ holderKind: member.holderKind, holderId: member.holderId })),
  };
  // Keyed by the group: a form of another group starts from its own values.
  return (
    <GroupForm
      key={current.id}
      initial={initial}
      current={current}
      save={save}
      onCancel={() => navigate(href('iot.groups.details', { id }))}
    />
  );
}
