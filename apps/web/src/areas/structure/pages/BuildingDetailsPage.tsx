import { formatNumber } from '@lintel/formats/numbers';
import { gate } from '@lintel/permissions';
import { useConfirm, useToast } from '@lintel/ui';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { usePermissions } from '../../../app/permissions/PermissionsProvider.tsx';
import { useModalStack } from '../../../app/routing/ModalStack.tsx';
import { href } from '../../../app/routing/table.ts';
import { useBuildingQuery, useDeleteBuildingMutation } from '../api/buildings.ts';
import { useUnitsQuery } from '../api/units.ts';
import { DeleteAction, useStillShown } from '../components/DeleteAction.tsx';
import { DetailFields } from '../components/DetailFields.tsx';
import { spacesMessages as m } from '../messages.ts';

/**
 * Building details (modal, normal): the building and the first units in it, each opening its own modal.
 * 'edit building' and 'add new unit' are the route's actions; a building without units can be deleted
 * after a confirmation (one with common or maintenance areas is refused by the server, with its reason).
 */
export default function BuildingDetailsPage() {
  const intl = useIntl();
  const { buildingId = '' } = useParams();
  const query = useBuildingQuery(buildingId);
  const units = useUnitsQuery({ page: 0, size: 20, sort: 'name,asc', q: '', buildingId });
  const canEdit = usePermissions().can(gate.key('CBR_LIVING_SPACES_CREATE'));
  const toast = useToast();
  const confirm = useConfirm();
  const stack = useModalStack();
  const shown = useStillShown();
  const remove = useDeleteBuildingMutation();
  const building = query.data;
  if (!building) {
    return <QueryState query={query} failed={intl.formatMessage(m.buildingFailed)} />;
  }
  const deleteBuilding = async () => {
    const yes = await confirm({
      id: `delete-building-${building.id}`,
      confirmationMessage: m.deleteBuildingConfirm,
      confirmationNote: intl.formatMessage(m.deleteBuildingNote, { name: building.name }),
      confirmBtnText: m.yes,
      cancelBtnText: m.no,
      confirmationType: 'warning',
    });
    if (!yes) return;
    try {
      await remove.mutateAsync(building.id);
      toast.success(intl.formatMessage(m.buildingDeleted, { name: building.name }));
      if (shown.current) stack.close();
    } catch (error) {
      toast.error(error);
    }
  };
  const more = (units.data?.totalElements ?? 0) - (units.data?.content.length ?? 0);
  return (
    <Stack gap="lg" data-testid="building-details">
      <Title order={2} size="h3" data-testid="building-name">
        {building.name}
      </Title>
      <DetailFields
        fields={[
          [intl.formatMessage(m.address), building.address ?? intl.formatMessage(m.none)],
          [intl.formatMessage(m.floors), building.floors],
          [intl.formatMessage(m.unitCount), formatNumber(building.unitCount), 'building-unit-count'],
        ]}
      />
      <Stack gap={6}>
        <Text fw={600}>{intl.formatMessage(m.unitsOfBuilding)}</Text>
        {units.isError ? (
          <Text c="red" size="sm">
            {intl.formatMessage(m.failed)}
          </Text>
        ) : units.data && units.data.content.length === 0 ? (
          <Text c="dimmed" size="sm" data-testid="building-no-units">
            {intl.formatMessage(m.emptyNoFilter)}
          </Text>
        ) : (
          <Group gap="xs">
            {units.data?.content.map((unit) => (
              <Anchor
                key={unit.id}
                component={Link}
                to={href('cbr.living.unit.details', { unitId: unit.id })}
                size="sm"
              >
                {unit.name}
              </Anchor>
            ))}
            {more > 0 && (
              <Text size="sm" c="dimmed">
                {intl.formatMessage(m.moreUnits, { count: formatNumber(more) })}
              </Text>
            )}
          </Group>
        )}
      </Stack>
      {canEdit ? (
        <Group>
          <DeleteAction
            label={intl.formatMessage(m.deleteBuilding)}
            blockedReason={building.unitCount > 0 ? intl.formatMessage(m.deleteBuildingBlocked) : null}
            pending={remove.isPending}
            onClick={() => void deleteBuilding()}
            testId="building-delete"
          />
        </Group>
      ) : null}
    </Stack>
  );
}
