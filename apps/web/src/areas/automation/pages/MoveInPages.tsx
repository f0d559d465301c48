import { scenarios } from '@lintel/contracts';
import type { MoveInDue, MoveInsRulesInput } from '@lintel/contracts/scenarios';
import { useSchemaForm, useToast } from '@lintel/ui';
import { Card, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { type DataColumn, DataTable } from '../../../app/kit/DataTable.tsx';
import { FormFrame, useFormFrame } from '../../../app/kit/FormFrame.tsx';
import { type QueryLike, QueryState } from '../../../app/kit/QueryState.tsx';
import { usePermissions } from '../../../app/permissions/PermissionsProvider.tsx';
import { href } from '../../../app/routing/table.ts';
import {
  useMoveInsChoicesQuery,
  useMoveInsQuery,
  useRunMoveInsMutation,
  useSaveMoveInsRulesMutation,
  useSaveMoveInsScheduleMutation,
} from '../api/scenarios.ts';
import { automationMessages as m } from '../messages.ts';
import {
  FormButtons,
  LeftOutLine,
  NO_SCHEDULE,
  RulesFields,
  RunsTable,
  ScenarioHeader,
  ScheduleForm,
  setPointText,
} from './ScenarioPages.tsx';

/** The move-ins a run now would prepare: the unit, the lease's first day, who arrives, whether a thermostat is set. */
function DueTable({ due, query }: { due: MoveInDue[]; query: QueryLike }) {
  const intl = useIntl();
  const columns: DataColumn<MoveInDue & { id: string }>[] = [
    {
      id: 'unit',
      header: intl.formatMessage(m.unit),
      required: true,
      testId: 'move-ins-due-unit',
      cell: (move) => intl.formatMessage(m.unitOption, { building: move.unit.buildingName, unit: move.unit.name }),
    },
    {
      id: 'dueOn',
      header: intl.formatMessage(m.dueOn),
      cell: (move) => intl.formatDate(`${move.dueOn}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }),
    },
    { id: 'residents', header: intl.formatMessage(m.residents), cell: (move) => move.residents.join(', ') },
    {
      id: 'thermostat',
      header: intl.formatMessage(m.thermostat),
      cell: (move) => intl.formatMessage(move.thermostat ? m.thermostatYes : m.thermostatNo),
    },
  ];
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {intl.formatMessage(m.dueTitle)}
      </Title>
      <DataTable
        tableId="automation.scenarios.moveIns.due"
        label={intl.formatMessage(m.dueTable)}
        query={query}
        rows={due.map((move) => ({ ...move, id: `${move.unit.id}/${move.dueOn}` }))}
        columns={columns}
        columnChooser={false}
        failed={intl.formatMessage(m.moveInsFailed)}
        empty={intl.formatMessage(m.dueEmpty)}
        testId="move-ins-due"
        rowTestId="move-ins-due-row"
      />
    </Stack>
  );
}

const CHANGE = { key: 'SMART_POLICY_UPDATE' } as const;
const LOG_READ = { key: 'SMART_POLICY_EVENT_LOG_READ' } as const;

/**
 * /iot/automation/scenarios/move-ins (SMART_POLICY_STATE_READ_LIST; D250): the welcome set points,
 * the lead, the units left out and the schedule, the move-ins a run now would prepare, a run on
 * demand (SMART_POLICY_UPDATE) and the runs, each opening its lines in the log.
 */
export function MoveInsPage() {
  const intl = useIntl();
  const permissions = usePermissions();
  const query = useMoveInsQuery();
  const run = useRunMoveInsMutation();
  if (!query.data) return <QueryState query={query} failed={intl.formatMessage(m.moveInsFailed)} />;
  const scenario = query.data;
  return (
    <Stack gap="lg" data-testid="move-ins">
      <ScenarioHeader
        prefix="move-ins"
        active={scenario.active}
        about={m.moveInsAbout}
        rulesRoute="iot.automation.scenarios.moveIns.rules"
        scheduleRoute="iot.automation.scenarios.moveIns.schedule"
        run={run}
        editable={permissions.can(CHANGE)}
        canLog={permissions.can(LOG_READ)}
      />
      <Card withBorder padding="md">
        <Stack gap="xs">
          <Text size="sm" data-testid="move-ins-set-points">
            <strong>{intl.formatMessage(m.welcomeSetPoints)}:</strong> {setPointText(intl, scenario.setPoint)} ·{' '}
            {intl.formatMessage(m.leadValue, { days: scenario.leadDays })}
          </Text>
          <LeftOutLine units={scenario.excludedUnits} />
          <Text size="sm">
            <strong>{intl.formatMessage(m.scenarioSchedule)}:</strong>{' '}
            {scenario.schedule
              ? intl.formatMessage(m.followsSchedule, { name: scenario.schedule.name })
              : intl.formatMessage(m.runsWhenAsked)}
          </Text>
          <Text size="sm" data-testid="move-ins-reach">
            {intl.formatMessage(m.moveInsReach, {
              due: scenario.due.length,
              until: intl.formatDate(`${scenario.until}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }),
              thermostats: scenario.thermostats,
            })}
          </Text>
        </Stack>
      </Card>
      <DueTable due={scenario.due} query={query} />
      <RunsTable kind="MOVE_INS" label={intl.formatMessage(m.moveInsRunsTable)} />
    </Stack>
  );
}

/**
 * /iot/automation/scenarios/move-ins/rules (SMART_POLICY_UPDATE): on or off, the welcome set points,
 * the days before a move-in (0 to 7) and the units left out. A refusal keeps what was typed.
 */
export function MoveInsRulesPage() {
  const intl = useIntl();
  const current = useMoveInsQuery();
  const choices = useMoveInsChoicesQuery();
  if (!current.data) return <QueryState query={current} failed={intl.formatMessage(m.moveInsFailed)} />;
  if (!choices.data) return <QueryState query={choices} failed={intl.formatMessage(m.moveInsFailed)} />;
  return (
    <MoveInsRulesForm
      initial={{
        active: current.data.active,
        setPoint: current.data.setPoint,
        leadDays: current.data.leadDays,
        excludedUnitIds: current.data.excludedUnits.map((u) => u.id),
      }}
      units={choices.data.units}
    />
  );
}

function MoveInsRulesForm({
  initial,
  units,
}: {
  initial: MoveInsRulesInput;
  units: Parameters<typeof RulesFields>[0]['units'];
}) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const save = useSaveMoveInsRulesMutation();
  const back = href('iot.automation.scenarios.moveIns');
  const form = useSchemaForm(scenarios.moveInsRulesInput, { defaultValues: initial });
  const frame = useFormFrame(form, save, {
    fields: { AUTOMATION_REFERENCE_INVALID: 'excludedUnitIds' },
    onSaved: () => {
      toast.success(m.rulesSaved);
      navigate(back);
    },
  });
  return (
    <FormFrame form={form} frame={frame} data-testid="move-ins-rules">
      <Stack gap="md" maw={640}>
        <RulesFields
          prefix="move-ins-rules"
          about={intl.formatMessage(m.moveInsAbout)}
          unitsHint={intl.formatMessage(m.moveInsExcludedHint)}
          units={units}
          lead
        />
        <FormButtons saving={frame.saving} testId="move-ins-rules-save" back={back} />
      </Stack>
    </FormFrame>
  );
}

/** /iot/automation/scenarios/move-ins/rules/schedule (SMART_POLICY_UPDATE): the schedule whose start runs it, or none. */
export function MoveInsSchedulePage() {
  const intl = useIntl();
  const current = useMoveInsQuery();
  const choices = useMoveInsChoicesQuery();
  const save = useSaveMoveInsScheduleMutation();
  if (!current.data) return <QueryState query={current} failed={intl.formatMessage(m.moveInsFailed)} />;
  if (!choices.data) return <QueryState query={choices} failed={intl.formatMessage(m.moveInsFailed)} />;
  return (
    <ScheduleForm
      initial={current.data.schedule?.id ?? NO_SCHEDULE}
      schedules={choices.data.schedules}
      save={save}
      prefix="move-ins-schedule"
      back={href('iot.automation.scenarios.moveIns')}
    />
  );
}
