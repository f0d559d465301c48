import { formatCents } from '@lintel/formats/money';
import { formatNumber } from '@lintel/formats/numbers';
import { gate } from '@lintel/permissions';
import { useConfirm, useToast } from '@lintel/ui';
import { Anchor, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { usePermissions } from '../../../app/permissions/PermissionsProvider.tsx';
import { useModalStack } from '../../../app/routing/ModalStack.tsx';
import { href } from '../../../app/routing/table.ts';
import { useDeleteUnitTypeMutation, useUnitTypeQuery } from '../api/unit-types.ts';
import { useUnitsQuery } from '../api/units.ts';
import { DeleteAction, useStillShown } from '../components/DeleteAction.tsx';
import { DetailFields } from '../components/DetailFields.tsx';
import { unitTypeMessages as m } from '../unit-types.messages.ts';

/**
 * One unit type with its units (the first 50 by name) and, with the assignment permission, the way to
 * assign more. 'edit unit type' is the route's action; a unit type no unit has can be deleted after a
 * confirmation (one units still have is refused, here and by the server).
 */
export default function UnitTypeDetailsPage() {
  const intl = useIntl();
  const { typeId = '' } = useParams();
  const query = useUnitTypeQuery(typeId);
  const units = useUnitsQuery({ page: 0, size: 50, sort: 'name,asc', q: '', unitTypeId: typeId });
  const permissions = usePermissions();
  const canAssign = permissions.can(gate.key('CBR_UNIT_TYPES_ASSIGNMENT'));
  const canEdit = permissions.can(gate.key('CBR_UNIT_TYPES_CREATE'));
  const toast = useToast();
  const confirm = useConfirm();
  const stack = useModalStack();
  const shown = useStillShown();
  const remove = useDeleteUnitTypeMutation();
  const type = query.data;
  if (!type) {
    return <QueryState query={query} failed={intl.formatMessage(m.failed)} />;
  }
  const deleteType = async () => {
    const yes = await confirm({
      id: `delete-unit-type-${type.id}`,
      confirmationMessage: m.deleteConfirm,
      confirmationNote: intl.formatMessage(m.deleteNote, { name: type.name }),
      confirmBtnText: m.yes,
      cancelBtnText: m.no,
      confirmationType: 'warning',
    });
    if (!yes) return;
    try {
      await remove.mutateAsync(type.id);
      toast.success(intl.formatMessage(m.deleted, { name: type.name }));
      if (shown.current) stack.close();
    } catch (error) {
      toast.error(error);
    }
  };
  return (
    <Stack gap="lg" data-testid="unit-type-details">
      <Group justify="space-between">
        <Title order={2} size="h3" data-testid="unit-type-name">
          {type.name}
        </Title>
        {canAssign && (
          <Button component={Link} to={href('cbr.unitTypes.assign', {}, { typeId: type.id })} variant="light">
            {intl.formatMessage(m.assign)}
          </Button>
        )}
      </Group>
      <DetailFields
        fields={[
          [intl.formatMessage(m.description), type.description ?? '—'],
          [intl.formatMessage(m.bedrooms), type.bedrooms],
          [intl.formatMessage(m.bathrooms), type.bathrooms],
          [intl.formatMessage(m.squareFeet), formatNumber(type.squareFeet)],
          [intl.formatMessage(m.marketRentColumn), formatCents(type.marketRentCents)],
          [intl.formatMessage(m.units), formatNumber(type.unitCount)],
        ]}
      />
      {units.data && units.data.content.length === 0 ? (
        <Text c="dimmed" data-testid="unit-type-no-units">
          {intl.formatMessage(m.noUnits)}
        </Text>
      ) : (
        <List data-testid="unit-type-units">
          {units.data?.content.map((unit) => (
            <List.Item key={unit.id}>
              <Anchor component={Link} to={href('cbr.living.unit.details', { unitId: unit.id })}>
                {unit.name}
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}
      {canEdit ? (
        <Group>
          <DeleteAction
            label={intl.formatMessage(m.deleteType)}
            blockedReason={type.unitCount > 0 ? intl.formatMessage(m.deleteBlocked) : null}
            pending={remove.isPending}
            onClick={() => void deleteType()}
            testId="unit-type-delete"
          />
        </Group>
      ) : null}
    </Stack>
  );
}
