import { structure } from '@lintel/contracts';
import { formatUsDate } from '@lintel/formats/dates';
import { formatCents } from '@lintel/formats/money';
import { formatNumber } from '@lintel/formats/numbers';
import { gate } from '@lintel/permissions';
import { useConfirm, useToast } from '@lintel/ui';
import { Anchor, Group, Stack, Title } from '@mantine/core';
import { type IntlShape, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { AuditTrailPanel } from '../../../app/kit/AuditTrailPanel.tsx';
import { PrintButton, printArea } from '../../../app/kit/Print.tsx';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { usePermissions } from '../../../app/permissions/PermissionsProvider.tsx';
import { useModalStack } from '../../../app/routing/ModalStack.tsx';
import { href } from '../../../app/routing/table.ts';
import { structureScopes } from '../api/scope.ts';
import { useDeleteUnitMutation, usePhysicalStatusesQuery, useUnitQuery } from '../api/units.ts';
import { DeleteAction, useStillShown } from '../components/DeleteAction.tsx';
import { DetailFields } from '../components/DetailFields.tsx';
import { EditableValue } from '../components/EditableValue.tsx';
import { NoticeToVacateEditor } from '../components/NoticeToVacateEditor.tsx';
import { PhysicalStatusEditor } from '../components/PhysicalStatusEditor.tsx';
import { spacesMessages as m } from '../messages.ts';

/**
 * Unit details (modal, large): the unit's facts, with its building one click away (stacked). With the
 * living spaces create permission (the server's gate for unit writes) the physical status and the
 * notice-to-vacate date can be changed in place, 'edit unit' (the route's action) changes the rest, and
 * the unit can be deleted after a confirmation.
 */
export default function UnitDetailsPage() {
  const intl = useIntl();
  const { unitId = '' } = useParams();
  const permissions = usePermissions();
  const canEdit = permissions.can(gate.key('CBR_LIVING_SPACES_CREATE'));
  const canReadStatuses = permissions.can(gate.key('CBR_UNIT_STATUS_SETTINGS_VIEW'));
  const query = useUnitQuery(unitId);
  const statuses = usePhysicalStatusesQuery(canReadStatuses);
  const toast = useToast();
  const confirm = useConfirm();
  const stack = useModalStack();
  const shown = useStillShown();
  const remove = useDeleteUnitMutation();
  const unit = query.data;
  if (!unit) {
    return <QueryState query={query} failed={intl.formatMessage(m.unitFailed)} />;
  }
  const deleteUnit = async () => {
    const yes = await confirm({
      id: `delete-unit-${unit.id}`,
      confirmationMessage: m.deleteUnitConfirm,
      confirmationNote: intl.formatMessage(m.deleteUnitNote, { name: unit.name }),
      confirmBtnText: m.yes,
      cancelBtnText: m.no,
      confirmationType: 'warning',
    });
    if (!yes) return;
    try {
      await remove.mutateAsync(unit.id);
      toast.success(intl.formatMessage(m.unitDeleted, { name: unit.name }));
      if (shown.current) stack.close();
    } catch (error) {
      toast.error(error);
    }
  };
  const none = intl.formatMessage(m.none);
  const statusName = (code: string) =>
    statuses.data?.categories.flatMap((c) => c.statuses).find((s) => s.code === code)?.name ?? code;
  return (
    <Stack gap="lg" data-testid="unit-details" {...printArea}>
      <Group justify="space-between">
        <Title order={2} size="h3" data-testid="unit-name">
          {unit.name}
        </Title>
        <PrintButton testId="unit-print" />
      </Group>
      <DetailFields
        fields={[
          [
            intl.formatMessage(m.building),
            <Anchor
              key="building"
              component={Link}
              to={href('cbr.living.building.details', { buildingId: unit.buildingId })}
              aria-label={intl.formatMessage(m.openBuilding, { name: unit.buildingName })}
              data-testid="unit-building-link"
            >
              {unit.buildingName}
            </Anchor>,
          ],
          [intl.formatMessage(m.unitType), unit.unitTypeName],
          [intl.formatMessage(m.floorPlan), unit.floorPlanName ?? none],
          [intl.formatMessage(m.floor), unit.floor],
          [intl.formatMessage(m.squareFeet), formatNumber(unit.squareFeet)],
          [intl.formatMessage(m.marketRent), formatCents(unit.marketRentCents)],
          [
            intl.formatMessage(m.physicalStatus),
            <EditableValue
              key="physical-status"
              label={intl.formatMessage(m.physicalStatus)}
              value={unit.physicalStatus ? statusName(unit.physicalStatus) : none}
              canEdit={canEdit}
              testId="unit-physical-status"
              editor={(close) => (
                <PhysicalStatusEditor
                  unit={unit}
                  // Without the catalogue (no permission, or it failed) the code is typed instead.
                  statuses={statuses.data}
                  hint={statuses.isError ? intl.formatMessage(m.statusesFailed) : undefined}
                  onClose={close}
                />
              )}
            />,
          ],
          [
            intl.formatMessage(m.noticeToVacate),
            <EditableValue
              key="notice-to-vacate"
              label={intl.formatMessage(m.noticeToVacate)}
              value={
                unit.noticeToVacateDate ? (formatUsDate(unit.noticeToVacateDate) ?? unit.noticeToVacateDate) : none
              }
              canEdit={canEdit}
              testId="unit-notice-to-vacate"
              editor={(close) => <NoticeToVacateEditor unit={unit} onClose={close} />}
            />,
          ],
        ]}
      />
      {canEdit ? (
        <Group>
          <DeleteAction
            label={intl.formatMessage(m.deleteUnit)}
            pending={remove.isPending}
            onClick={() => void deleteUnit()}
            testId="unit-delete"
          />
        </Group>
      ) : null}
      <AuditTrailPanel
        scope={structureScopes.units}
        endpoint={structure.unitsData.unitAuditTrail}
        params={{ unitId }}
        fieldLabels={unitHistoryLabels(intl)}
        formatValue={(field, value) => unitHistoryValue(field, value, statusName)}
        testId="unit-history"
      />
    </Stack>
  );
}

/** The history names a unit's fields as the details do. */
function unitHistoryLabels(intl: IntlShape): Record<string, string> {
  return {
    name: intl.formatMessage(m.name),
    buildingName: intl.formatMessage(m.building),
    unitTypeName: intl.formatMessage(m.unitType),
    floorPlanName: intl.formatMessage(m.floorPlan),
    floor: intl.formatMessage(m.floor),
    squareFeet: intl.formatMessage(m.squareFeet),
    marketRentCents: intl.formatMessage(m.marketRent),
    physicalStatus: intl.formatMessage(m.physicalStatus),
    noticeToVacateDate: intl.formatMessage(m.noticeToVacate),
  };
}

/** The history writes rent, sizes, dates and statuses as the details do. */
function unitHistoryValue(field: string, value: string | number | boolean, statusName: (code: string) => string) {
  switch (field) {
    case 'marketRentCents':
      return formatCents(Number(value));
    case 'squareFeet':
      return formatNumber(Number(value));
    case 'noticeToVacateDate':
      return formatUsDate(String(value)) ?? String(value);
    case 'physicalStatus':
      return statusName(String(value));
    default:
      return String(value);
  }
}
