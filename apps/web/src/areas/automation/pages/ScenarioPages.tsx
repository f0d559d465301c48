import { scenarios } from '@lintel/contracts';
import {
  type EnergySaving,
  type EnergySavingRulesInput,
  type LogEntry,
  RESULT_STATES,
  type ResultState,
  type Run,
  SCENARIO_KINDS,
  type ScenarioKind,
  type ScenarioSummary,
} from '@lintel/contracts/scenarios';
import { FormField, useSchemaForm, useToast } from '@lintel/ui';
import {
  Anchor,
  Button,
  Card,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { type IntlShape, type MessageDescriptor, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { type DataColumn, DataTable } from '../../../app/kit/DataTable.tsx';
import { FormFrame, useFormFrame } from '../../../app/kit/FormFrame.tsx';
import { ListPagination } from '../../../app/kit/ListPagination.tsx';
import { ListToolbar } from '../../../app/kit/ListToolbar.tsx';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { StatusBadge } from '../../../app/kit/StatusBadge.tsx';
import { useUrlSearch } from '../../../app/kit/useUrlSearch.ts';
import { useUrlSort } from '../../../app/kit/useUrlSort.ts';
import { usePermissions } from '../../../app/permissions/PermissionsProvider.tsx';
import { href, hrefOf } from '../../../app/routing/table.ts';
import {
  useEnergySavingChoicesQuery,
  useEnergySavingQuery,
  useLogQuery,
  useRunMutation,
  useRunsQuery,
  useSaveRulesMutation,
  useSaveScheduleMutation,
  useScenariosQuery,
} from '../api/scenarios.ts';
import { resultStates, ruleSwitch, runStates } from '../components/states.ts';
import { automationMessages as m } from '../messages.ts';

const CHANGE = { key: 'SMART_POLICY_UPDATE' } as const;
const LOG_READ = { key: 'SMART_POLICY_EVENT_LOG_READ' } as const;
/** Each scenario built: its words, its screen and the key that reads it (D245, D247). */
const SCENARIOS = {
  ENERGY_SAVING: {
    title: m.energySavingTitle,
    about: m.energySavingAbout,
    route: 'iot.automation.scenarios.energySaving',
    read: { key: 'SMART_POLICY_STATE_READ_LIST' },
  },
  MOVE_INS: {
    title: m.moveInsTitle,
    about: m.moveInsAbout,
    route: 'iot.automation.scenarios.moveIns',
    read: { key: 'SMART_POLICY_STATE_READ_LIST' },
  },
  STAFF_ACCESS: {
    title: m.staffAccessTitle,
    about: m.staffAccessAbout,
    route: 'iot.automation.scenarios.staffAccess',
    read: { key: 'SMART_POLICY_STATE_READ_LIST' },
  },
  LEAK_NOTIFICATIONS: {
    title: m.leakTitle,
    about: m.leakAbout,
    route: 'iot.automation.scenarios.leakSensors',
    read: { key: 'SMART_POLICY_LEAK_SENSOR_READ' },
  },
} as const satisfies Record<ScenarioKind, unknown>;
const PAGE_SIZE = 20;
const MODES = ['AUTO', 'HEAT', 'COOL', 'OFF'] as const;
const modeWord = { HEAT: m.modeHEAT, COOL: m.modeCOOL, AUTO: m.modeAUTO, OFF: m.modeOFF } as const;
export const logHref = (runId?: string, kind?: ScenarioKind) => {
  const params = new URLSearchParams();
  if (runId) params.set('runId', runId);
  if (kind) params.set('kind', kind);
  const search = params.toString();
  return `${href('iot.automation.scenarios.logs')}${search ? `?${search}` : ''}`;
};

export const setPointText = (intl: IntlShape, s: EnergySaving['setPoint']) =>
  intl.formatMessage(m.setPointsValue, {
    heat: s.heatSetPoint,
    cool: s.coolSetPoint,
    mode: intl.formatMessage(modeWord[s.mode]),
  });
export const when = (intl: IntlShape, iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
const triggerText = (intl: IntlShape, run: Pick<Run, 'trigger' | 'requestedBy'>) => {
  if (run.trigger === 'SCHEDULE') return intl.formatMessage(m.triggerSCHEDULE);
  if (run.trigger === 'LEAK') return intl.formatMessage(m.triggerLEAK);
  if (run.trigger === 'UNIT_STATUS') return intl.formatMessage(m.triggerUNIT_STATUS);
  return intl.formatMessage(m.triggerMANUAL, { who: run.requestedBy ?? '—' });
};

/** A run in one line: its counts by result, or how far it is while it runs. */
function RunCounts({ run }: { run: Run }) {
  const intl = useIntl();
  const c = run.counts;
  return (
    <Text size="sm" span data-testid="scenario-run-counts">
      {run.status === 'RUNNING'
        ? intl.formatMessage(run.kind === 'STAFF_ACCESS' ? m.runProgressLocks : m.runProgress, {
            done: run.total - c.pending,
            total: run.total,
          })
        : intl.formatMessage(m.runCounts, {
            applied: c.applied,
            excluded: c.excluded + c.inactivePolicyExcluded,
            errors: c.transmissionError,
          })}
    </Text>
  );
}

/** What starts a scenario, in words: a leak, its schedule, or someone asking. */
function startsText(intl: IntlShape, scenario: ScenarioSummary) {
  if (scenario.kind === 'LEAK_NOTIFICATIONS') return intl.formatMessage(m.runsAtLeak);
  if (scenario.kind === 'STAFF_ACCESS') return intl.formatMessage(m.runsAtUnitStatus);
  return scenario.scheduleName
    ? intl.formatMessage(m.followsSchedule, { name: scenario.scheduleName })
    : intl.formatMessage(m.runsWhenAsked);
}

/**
 * /iot/automation/scenarios (a tab of iot.automation; SMART_POLICY_STATE_READ_LIST): the community's
 * scenarios the user may read, each with its switch, what starts it and its last run: energy saving
 * (D245), move-in settings (D250), staff access to vacant units (D251) and leak notifications (D247).
 */
export function ScenariosPage() {
  const intl = useIntl();
  const query = useScenariosQuery();
  const permissions = usePermissions();
  const canLog = permissions.can(LOG_READ);
  if (!query.data) return <QueryState query={query} failed={intl.formatMessage(m.scenariosFailed)} />;
  return (
    <Stack gap="md" data-testid="scenarios">
      {query.data
        .filter((scenario) => permissions.can(SCENARIOS[scenario.kind].read))
        .map((scenario) => {
          const about = SCENARIOS[scenario.kind];
          const leak = scenario.kind === 'LEAK_NOTIFICATIONS';
          return (
            <Card key={scenario.kind} withBorder padding="md" data-testid="scenario-card">
              <Group justify="space-between" align="flex-start">
                <Stack gap={4}>
                  <Group gap="sm">
                    <Title order={2} size="h4">
                      {intl.formatMessage(about.title)}
                    </Title>
                    <StatusBadge map={ruleSwitch} state={scenario.active ? 'ON' : 'OFF'} testId="scenario-active" />
                  </Group>
                  <Text size="sm" c="dimmed" maw={640}>
                    {intl.formatMessage(about.about)}
                  </Text>
                  <Text size="sm">{startsText(intl, scenario)}</Text>
                  <Text size="sm">
                    {intl.formatMessage(leak ? m.leakLastLeak : m.lastRun)}:{' '}
                    {scenario.lastRun ? (
                      <>
                        {when(intl, scenario.lastRun.startedAt)}
                        {!leak && (
                          <>
                            {' · '}
                            <RunCounts run={scenario.lastRun} />
                          </>
                        )}
                      </>
                    ) : (
                      intl.formatMessage(leak ? m.leakNoLeak : m.neverRun)
                    )}
                  </Text>
                </Stack>
                <Group gap="sm">
                  {canLog && (
                    <Button variant="default" component={Link} to={logHref(undefined, scenario.kind)}>
                      {intl.formatMessage(m.openLog)}
                    </Button>
                  )}
                  <Button component={Link} to={href(about.route)} data-testid="scenario-open">
                    {intl.formatMessage(m.open)}
                  </Button>
                </Group>
              </Group>
            </Card>
          );
        })}
    </Stack>
  );
}

/** A scenario's runs, newest first, each opening its lines in the log. */
export function RunsTable({ kind, label }: { kind: ScenarioKind; label: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const canLog = usePermissions().can(LOG_READ);
  const { page, setPage } = useUrlSearch();
  const query = useRunsQuery({ page, size: PAGE_SIZE, kind });
  const columns: DataColumn<Run>[] = [
    {
      id: 'startedAt',
      header: intl.formatMessage(m.started),
      required: true,
      cell: (run) =>
        canLog ? (
          <Anchor component={Link} to={logHref(run.id)} tabIndex={-1}>
            {when(intl, run.startedAt)}
          </Anchor>
        ) : (
          when(intl, run.startedAt)
        ),
    },
    { id: 'trigger', header: intl.formatMessage(m.trigger), cell: (run) => triggerText(intl, run) },
    {
      id: 'status',
      header: intl.formatMessage(m.runStatus),
      cell: (run) => <StatusBadge map={runStates} state={run.status} testId="scenario-run-status" />,
    },
    { id: 'counts', header: intl.formatMessage(m.result), cell: (run) => <RunCounts run={run} /> },
  ];
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {intl.formatMessage(m.runsTitle)}
      </Title>
      <DataTable
        tableId="automation.scenarios.runs"
        label={label}
        query={query}
        rows={query.data?.content}
        columns={columns}
        columnChooser={false}
        failed={intl.formatMessage(m.runsFailed)}
        empty={intl.formatMessage(m.runsEmpty)}
        testId="scenario-runs"
        rowTestId="scenario-run"
        {...(canLog ? { onOpen: (run: Run) => navigate(logHref(run.id)) } : {})}
      />
      {query.data && <ListPagination totalPages={query.data.totalPages} page={page} onChange={setPage} />}
    </Stack>
  );
}

/**
 * A scenario page's head: back to the scenarios, its switch and what it does, and for those who may
 * change it (SMART_POLICY_UPDATE) its rules, its schedule when it has one, and Run now, which opens
 * the run's lines in the log for those who may read it. The page reads the permissions itself.
 */
export function ScenarioHeader({
  prefix,
  active,
  about,
  rulesRoute,
  scheduleRoute,
  run,
  editable,
  canLog,
}: {
  /** The test ids' start: `energy-saving`, `move-ins`, `staff-access`. */
  prefix: string;
  active: boolean;
  about: MessageDescriptor;
  rulesRoute: string;
  scheduleRoute?: string;
  run: { mutateAsync: (input: Record<string, never>) => Promise<Run>; isPending: boolean };
  /** The page's own reading of SMART_POLICY_UPDATE and SMART_POLICY_EVENT_LOG_READ. */
  editable: boolean;
  canLog: boolean;
}) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const start = async () => {
    try {
      const started = await run.mutateAsync({});
      toast.success(m.runStarted);
      if (canLog) navigate(logHref(started.id));
    } catch (error) {
      toast.error(error);
    }
  };
  return (
    <>
      <Anchor component={Link} to={href('iot.automation.scenarios')} size="sm">
        {intl.formatMessage(m.scenariosTitle)}
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4} maw={720}>
          <Group gap="sm">
            <StatusBadge map={ruleSwitch} state={active ? 'ON' : 'OFF'} testId={`${prefix}-active`} />
          </Group>
          <Text size="sm" c="dimmed">
            {intl.formatMessage(about)}
          </Text>
        </Stack>
        {editable && (
          <Group gap="sm">
            <Button variant="default" component={Link} to={hrefOf(rulesRoute)}>
              {intl.formatMessage(m.editRules)}
            </Button>
            {scheduleRoute && (
              <Button
                variant="default"
                component={Link}
                to={hrefOf(scheduleRoute)}
                data-testid={`${prefix}-schedule-link`}
              >
                {intl.formatMessage(m.chooseSchedule)}
              </Button>
            )}
            <Button
              onClick={() => void start()}
              loading={run.isPending}
              disabled={!active}
              data-testid={`${prefix}-run`}
            >
              {intl.formatMessage(m.runNow)}
            </Button>
          </Group>
        )}
      </Group>
    </>
  );
}

/**
 * /iot/automation/scenarios/energy-saving: the scenario's switch, set points, units left out and
 * schedule, what a run now would touch, a run on demand (SMART_POLICY_UPDATE) and the runs, each
 * opening its lines in the log. Asked again every few seconds while a run sends.
 */
export function EnergySavingPage() {
  const intl = useIntl();
  const permissions = usePermissions();
  const query = useEnergySavingQuery();
  const run = useRunMutation();
  if (!query.data) return <QueryState query={query} failed={intl.formatMessage(m.energySavingFailed)} />;
  const scenario = query.data;
  return (
    <Stack gap="lg" data-testid="energy-saving">
      <ScenarioHeader
        prefix="energy-saving"
        active={scenario.active}
        about={m.energySavingAbout}
        rulesRoute="iot.automation.scenarios.energySaving.rules"
        scheduleRoute="iot.automation.scenarios.energySaving.schedule"
        run={run}
        editable={permissions.can(CHANGE)}
        canLog={permissions.can(LOG_READ)}
      />
      <Card withBorder padding="md">
        <Stack gap="xs">
          <Text size="sm" data-testid="energy-saving-set-points">
            <strong>{intl.formatMessage(m.setPoints)}:</strong> {setPointText(intl, scenario.setPoint)}
          </Text>
          <LeftOutLine units={scenario.excludedUnits} />
          <Text size="sm">
            <strong>{intl.formatMessage(m.scenarioSchedule)}:</strong>{' '}
            {scenario.schedule
              ? intl.formatMessage(m.followsSchedule, { name: scenario.schedule.name })
              : intl.formatMessage(m.runsWhenAsked)}
          </Text>
          <Text size="sm" data-testid="energy-saving-reach">
            {intl.formatMessage(m.reach, { vacant: scenario.vacantUnits, thermostats: scenario.thermostats })}
          </Text>
        </Stack>
      </Card>
      <RunsTable kind="ENERGY_SAVING" label={intl.formatMessage(m.runsTable)} />
    </Stack>
  );
}

/** The rules' fields both thermostat scenarios share, bound by name in the form around them. */
export function RulesFields({
  prefix,
  about,
  unitsHint,
  units,
  lead,
}: {
  /** The test ids' start: `energy-saving-rules`, `move-ins-rules`. */
  prefix: string;
  about: string;
  unitsHint: string;
  /** The community's units; those with an installed thermostat are offered. */
  units: { id: string; name: string; buildingName: string; vacant: boolean; thermostat: boolean }[];
  /** Move-ins: the days before the move-in, after the set points. */
  lead?: boolean;
}) {
  const intl = useIntl();
  const number = (name: string, label: string, testId: string, width = 200) => (
    <FormField
      name={name}
      render={(props) => (
        <NumberInput
          {...props}
          value={props.value as number}
          allowDecimal={false}
          label={label}
          required
          w={width}
          onChange={(value) => props.onChange(typeof value === 'number' ? value : Number(value))}
          data-testid={testId}
        />
      )}
    />
  );
  return (
    <>
      <Text size="sm" c="dimmed">
        {about}
      </Text>
      <ScenarioSwitch prefix={prefix} />
      <Group align="flex-start">
        {number('setPoint.heatSetPoint', intl.formatMessage(m.heatSetPoint), `${prefix}-heat`)}
        {number('setPoint.coolSetPoint', intl.formatMessage(m.coolSetPoint), `${prefix}-cool`)}
        <FormField
          name="setPoint.mode"
          render={(props) => (
            <Select
              {...props}
              value={String(props.value)}
              allowDeselect={false}
              w={160}
              label={intl.formatMessage(m.mode)}
              data={MODES.map((mode) => ({ value: mode, label: intl.formatMessage(modeWord[mode]) }))}
            />
          )}
        />
      </Group>
      {lead && (
        <Stack gap={4}>
          {number('leadDays', intl.formatMessage(m.leadDays), `${prefix}-lead`, 240)}
          <Text size="xs" c="dimmed">
            {intl.formatMessage(m.leadDaysHint)}
          </Text>
        </Stack>
      )}
      <FormField
        name="excludedUnitIds"
        render={(field) => (
          <MultiSelect
            label={intl.formatMessage(m.excludedUnits)}
            description={unitsHint}
            data={units
              .filter((u) => u.thermostat)
              .map((u) => ({
                value: u.id,
                label: intl.formatMessage(u.vacant ? m.unitOptionVacant : m.unitOption, {
                  building: u.buildingName,
                  unit: u.name,
                }),
              }))}
            value={(field.value as string[] | undefined) ?? []}
            onChange={(value) => field.onChange(value)}
            onBlur={field.onBlur}
            error={field.error}
            disabled={field.disabled}
            searchable
            hidePickedOptions
            limit={50}
            nothingFoundMessage={intl.formatMessage(m.noUnits)}
            data-testid={`${prefix}-units`}
          />
        )}
      />
    </>
  );
}

/** The units a scenario leaves out, in one line ("None" when there are none). */
export function LeftOutLine({ units }: { units: readonly { name: string; buildingName: string }[] }) {
  const intl = useIntl();
  return (
    <Text size="sm">
      <strong>{intl.formatMessage(m.excludedUnits)}:</strong>{' '}
      {units.length === 0
        ? intl.formatMessage(m.noneLeftOut)
        : units.map((u) => intl.formatMessage(m.unitOption, { building: u.buildingName, unit: u.name })).join(', ')}
    </Text>
  );
}

/** A scenario form's on/off switch, bound to its `active` field. */
export function ScenarioSwitch({ prefix }: { prefix: string }) {
  const intl = useIntl();
  return (
    <FormField
      name="active"
      render={(props) => (
        <Switch
          name={props.name}
          checked={Boolean(props.value)}
          onChange={(event) => props.onChange(event.currentTarget.checked)}
          onBlur={props.onBlur}
          disabled={props.disabled}
          error={props.error}
          label={intl.formatMessage(m.scenarioOn)}
          data-testid={`${prefix}-active`}
        />
      )}
    />
  );
}

/** Save and Cancel of a scenario's form. */
export function FormButtons({ saving, testId, back }: { saving: boolean; testId: string; back: string }) {
  const intl = useIntl();
  return (
    <Group>
      <Button type="submit" loading={saving} data-testid={testId}>
        {intl.formatMessage(m.save)}
      </Button>
      <Button variant="default" component={Link} to={back}>
        {intl.formatMessage(m.cancel)}
      </Button>
    </Group>
  );
}

/**
 * /iot/automation/scenarios/energy-saving/rules (SMART_POLICY_UPDATE): on or off, the saving set
 * points (the thermostat's own bounds and gap, checked by the server's schema) and the units left
 * out, chosen from the community's units (vacant ones marked). A refusal keeps what was typed.
 */
export function EnergySavingRulesPage() {
  const intl = useIntl();
  const current = useEnergySavingQuery();
  const choices = useEnergySavingChoicesQuery();
  if (!current.data) return <QueryState query={current} failed={intl.formatMessage(m.energySavingFailed)} />;
  if (!choices.data) return <QueryState query={choices} failed={intl.formatMessage(m.energySavingFailed)} />;
  return (
    <RulesForm
      initial={{
        active: current.data.active,
        setPoint: current.data.setPoint,
        excludedUnitIds: current.data.excludedUnits.map((u) => u.id),
      }}
      units={choices.data.units}
    />
  );
}

function RulesForm({
  initial,
  units,
}: {
  initial: EnergySavingRulesInput;
  units: Parameters<typeof RulesFields>[0]['units'];
}) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const save = useSaveRulesMutation();
  const back = href('iot.automation.scenarios.energySaving');
  const form = useSchemaForm(scenarios.energySavingRulesInput, { defaultValues: initial });
  const frame = useFormFrame(form, save, {
    fields: { AUTOMATION_REFERENCE_INVALID: 'excludedUnitIds' },
    onSaved: () => {
      toast.success(m.rulesSaved);
      navigate(back);
    },
  });
  return (
    <FormFrame form={form} frame={frame} data-testid="energy-saving-rules">
      <Stack gap="md" maw={640}>
        <RulesFields
          prefix="energy-saving-rules"
          about={intl.formatMessage(m.energySavingAbout)}
          unitsHint={intl.formatMessage(m.excludedUnitsHint)}
          units={units}
        />
        <FormButtons saving={frame.saving} testId="energy-saving-rules-save" back={back} />
      </Stack>
    </FormFrame>
  );
}

export const NO_SCHEDULE = 'none';
const scheduleForm = z.object({ scheduleId: z.string() });

/**
 * /iot/automation/scenarios/energy-saving/rules/schedule (SMART_POLICY_UPDATE): the schedule whose
 * start runs the scenario, or none (it runs when asked).
 */
export function EnergySavingSchedulePage() {
  const intl = useIntl();
  const current = useEnergySavingQuery();
  const choices = useEnergySavingChoicesQuery();
  const save = useSaveScheduleMutation();
  if (!current.data) return <QueryState query={current} failed={intl.formatMessage(m.energySavingFailed)} />;
  if (!choices.data) return <QueryState query={choices} failed={intl.formatMessage(m.energySavingFailed)} />;
  return (
    <ScheduleForm
      initial={current.data.schedule?.id ?? NO_SCHEDULE}
      schedules={choices.data.schedules}
      save={save}
      prefix="energy-saving-schedule"
      back={href('iot.automation.scenarios.energySaving')}
    />
  );
}

/** The schedule a thermostat scenario follows, or none; `save` is the scenario's own mutation. */
export function ScheduleForm({
  initial,
  schedules,
  save,
  prefix,
  back,
}: {
  initial: string;
  schedules: { id: string; name: string }[];
  /** The scenario's own mutation (what it answers is not read here). */
  save: { mutateAsync: (variables: { scheduleId: string | null }) => Promise<unknown>; isPending: boolean };
  prefix: string;
  back: string;
}) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const form = useSchemaForm(scheduleForm, { defaultValues: { scheduleId: initial } });
  const frame = useFormFrame(form, save, {
    toVariables: (values) => ({ scheduleId: values.scheduleId === NO_SCHEDULE ? null : values.scheduleId }),
    fields: { AUTOMATION_REFERENCE_INVALID: 'scheduleId' },
    onSaved: () => {
      toast.success(m.scheduleSaved);
      navigate(back);
    },
  });
  return (
    <FormFrame form={form} frame={frame} data-testid={prefix}>
      <Stack gap="md" maw={640}>
        <FormField
          name="scheduleId"
          render={(props) => (
            <Select
              {...props}
              value={String(props.value)}
              allowDeselect={false}
              label={intl.formatMessage(m.scenarioSchedule)}
              description={intl.formatMessage(m.scenarioScheduleHint)}
              data={[
                { value: NO_SCHEDULE, label: intl.formatMessage(m.noScheduleOption) },
                ...schedules.map((s) => ({ value: s.id, label: s.name })),
              ]}
              data-testid={`${prefix}-select`}
            />
          )}
        />
        <FormButtons saving={frame.saving} testId={`${prefix}-save`} back={back} />
      </Stack>
    </FormFrame>
  );
}

const LOG_SORT = scenarios.LOG_SORT_FIELDS;
const isResult = (value: string | null): value is ResultState =>
  value !== null && (RESULT_STATES as readonly string[]).includes(value);
const isKind = (value: string | null): value is ScenarioKind =>
  value !== null && (SCENARIO_KINDS as readonly string[]).includes(value);

/**
 * /iot/automation/scenarios/logs (SMART_POLICY_EVENT_LOG_READ): per device and run, the result
 * (section 4's four, or Sending) and its reason; filtered by run (from a run's row) and result,
 * searched by the start of the device name, sorted and paged on the server.
 */
export function ScenarioLogPage() {
  const intl = useIntl();
  const { search, setSearch, q, page, setPage, params, setParams } = useUrlSearch();
  const runId = params.get('runId');
  // One run reads best by device; every run, newest first.
  const sort = useUrlSort(
    LOG_SORT,
    runId ? { field: 'deviceName', direction: 'asc' } : { field: 'startedAt', direction: 'desc' },
  );
  const rawResult = params.get('result');
  const result = isResult(rawResult) ? rawResult : null;
  const rawKind = params.get('kind');
  const kind = isKind(rawKind) ? rawKind : null;
  const query = useLogQuery({ page, size: PAGE_SIZE, sort: sort.value, q, runId, kind, result });
  const setFilter = (key: string, value: string | null) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (value) next.set(key, value);
      else next.delete(key);
      next.delete('page');
      return next;
    });
  const firstLine = query.data?.content[0];
  // Back to the scenario the lines are of, when they are of one.
  const backTo = kind ?? (runId ? firstLine?.kind : undefined);
  const columns: DataColumn<LogEntry & { id: string }>[] = [
    {
      id: 'startedAt',
      header: intl.formatMessage(m.started),
      sortField: 'startedAt',
      cell: (line) => when(intl, line.startedAt),
    },
    {
      id: 'trigger',
      header: intl.formatMessage(m.trigger),
      cell: (line) => triggerText(intl, line),
    },
    {
      id: 'device',
      header: intl.formatMessage(m.device),
      required: true,
      sortField: 'deviceName',
      testId: 'scenario-log-device',
      cell: (line) => line.deviceName,
    },
    { id: 'unit', header: intl.formatMessage(m.unit), cell: (line) => line.unitName ?? '' },
    {
      id: 'result',
      header: intl.formatMessage(m.result),
      required: true,
      cell: (line) => <StatusBadge map={resultStates} state={line.result} testId="scenario-log-result" />,
    },
    {
      id: 'reason',
      header: intl.formatMessage(m.reason),
      testId: 'scenario-log-reason',
      cell: (line) => line.reason ?? '',
    },
  ];
  return (
    <Stack gap="md" data-testid="scenario-log">
      {backTo ? (
        <Anchor component={Link} to={href(SCENARIOS[backTo].route)} size="sm">
          {intl.formatMessage(SCENARIOS[backTo].title)}
        </Anchor>
      ) : (
        <Anchor component={Link} to={href('iot.automation.scenarios')} size="sm">
          {intl.formatMessage(m.backToScenarios)}
        </Anchor>
      )}
      <ListToolbar
        search={search}
        onSearch={setSearch}
        placeholder={intl.formatMessage(m.logSearch)}
        page={query.data}
        testId="scenario-log"
      >
        <Select
          aria-label={intl.formatMessage(m.logKindFilter)}
          w={290}
          value={kind ?? ''}
          allowDeselect={false}
          onChange={(value) => setFilter('kind', value || null)}
          data={[
            { value: '', label: intl.formatMessage(m.logAllKinds) },
            ...SCENARIO_KINDS.map((k) => ({ value: k, label: intl.formatMessage(SCENARIOS[k].title) })),
          ]}
          data-testid="scenario-log-kind-filter"
        />
        <Select
          aria-label={intl.formatMessage(m.logResultFilter)}
          w={220}
          value={result ?? ''}
          allowDeselect={false}
          onChange={(value) => setFilter('result', value || null)}
          data={[
            { value: '', label: intl.formatMessage(m.logAllResults) },
            ...RESULT_STATES.map((state) => ({ value: state, label: intl.formatMessage(resultStates[state].label) })),
          ]}
          data-testid="scenario-log-result-filter"
        />
        {runId && (
          <Group gap="xs">
            {firstLine && (
              <Text size="sm" data-testid="scenario-log-run">
                {intl.formatMessage(m.logOneRun, { when: when(intl, firstLine.startedAt) })}
              </Text>
            )}
            <Button variant="subtle" size="compact-sm" onClick={() => setFilter('runId', null)}>
              {intl.formatMessage(m.logAllRuns)}
            </Button>
          </Group>
        )}
      </ListToolbar>
      <DataTable
        tableId="automation.scenarios.log"
        label={intl.formatMessage(m.logTable)}
        query={query}
        rows={query.data?.content.map((line) => ({ ...line, id: `${line.runId}/${line.deviceId}` }))}
        // One run: when and by whom is said once above the table, not on every line.
        columns={runId ? columns.filter((column) => column.id !== 'startedAt' && column.id !== 'trigger') : columns}
        failed={intl.formatMessage(m.logFailed)}
        empty={intl.formatMessage(q || result || runId || kind ? m.logNoResults : m.logEmpty)}
        testId="scenario-log"
        rowTestId="scenario-log-row"
        sort={sort}
      />
      {query.data && <ListPagination totalPages={query.data.totalPages} page={page} onChange={setPage} />}
    </Stack>
  );
}
