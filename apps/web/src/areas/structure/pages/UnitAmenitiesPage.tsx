import { useToast } from '@lintel/ui';
import { Alert, Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { kitMessages } from '../../../app/kit/messages.ts';
import { QueryLoading, QueryState } from '../../../app/kit/QueryState.tsx';
import { usePermissions } from '../../../app/permissions/PermissionsProvider.tsx';
import { amenityMessages as m } from '../amenities.messages.ts';
import { useAmenitiesOfUnitQuery, useSetAmenitiesOfUnitMutation, useUnitAmenitiesQuery } from '../api/amenities.ts';
import { useUnitQuery } from '../api/units.ts';
import { AmenityList } from '../components/AmenityList.tsx';
import { AmenityPicker } from '../components/AmenityPicker.tsx';
import { assignAmenities } from '../components/amenityAccess.ts';
import { spacesMessages as s } from '../messages.ts';

/**
 * Unit amenities (modal over the unit details): the unit's amenities by group; with the unit
 * assignment key the community's unit amenities can be ticked and saved as the unit's whole list.
 */
export default function UnitAmenitiesPage() {
  const intl = useIntl();
  const toast = useToast();
  const { unitId = '' } = useParams();
  const permissions = usePermissions();
  const canAssign = permissions.can(assignAmenities);
  const unit = useUnitQuery(unitId);
  const assigned = useAmenitiesOfUnitQuery(unitId);
  const all = useUnitAmenitiesQuery();
  const save = useSetAmenitiesOfUnitMutation(unitId);
  // null: nothing ticked yet, the unit's saved list shows. Kept as it is when the server refuses.
  const [choice, setChoice] = useState<Set<string> | null>(null);

  if (!unit.data || !assigned.data) {
    const failed = unit.isError ? unit : assigned;
    return (
      <QueryState
        query={{
          isError: unit.isError || assigned.isError,
          error: failed.error,
          refetch: () => (unit.isError ? unit.refetch() : assigned.refetch()),
        }}
        failed={intl.formatMessage(unit.isError ? s.unitFailed : m.failed)}
      />
    );
  }
  const saved = new Set(assigned.data.map((a) => a.id));
  const selected = choice ?? saved;
  const dirty = choice !== null && (choice.size !== saved.size || [...choice].some((id) => !saved.has(id)));
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setChoice(next);
  };
  const submit = async () => {
    if (save.isPending || !dirty) return;
    try {
      await save.mutateAsync([...selected]);
      setChoice(null);
      toast.success(intl.formatMessage(m.saved));
    } catch (error) {
      toast.error(error);
    }
  };

  return (
    <Stack gap="lg" data-testid="unit-amenities">
      <Title order={2} size="h3">
        {intl.formatMessage(m.assigned, { name: unit.data.name })}
      </Title>
      {assigned.data.length === 0 ? (
        <Text c="dimmed" data-testid="unit-amenities-empty">
          {intl.formatMessage(m.emptyUnit)}
        </Text>
      ) : (
        <AmenityList amenities={assigned.data} testId="unit-amenities-list" />
      )}
      {canAssign && (
        <>
          <Divider />
          <Text fw={600}>{intl.formatMessage(m.choose)}</Text>
          {all.isError ? (
            <Alert color="red" variant="light" title={intl.formatMessage(m.failed)}>
              <Button mt="sm" size="xs" variant="light" onClick={() => all.refetch()}>
                {intl.formatMessage(kitMessages.retry)}
              </Button>
            </Alert>
          ) : !all.data ? (
            <QueryLoading />
          ) : all.data.content.length === 0 ? (
            <Text c="dimmed">{intl.formatMessage(m.emptyCommunity)}</Text>
          ) : (
            <AmenityPicker
              amenities={all.data.content}
              selected={selected}
              onToggle={toggle}
              disabled={save.isPending}
            />
          )}
          <Group justify="flex-end">
            {dirty && (
              <Text size="sm" c="dimmed">
                {intl.formatMessage(m.unsaved)}
              </Text>
            )}
            <Button onClick={submit} disabled={!dirty} loading={save.isPending} data-testid="unit-amenities-save">
              {intl.formatMessage(m.save)}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
