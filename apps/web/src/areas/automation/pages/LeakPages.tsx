import { scenarios } from '@lintel/contracts';
import { LEAK_CHANNELS, type LeakChannel, type LeakRule, type LogEntry } from '@lintel/contracts/scenarios';
import { FormField, useSchemaForm, useToast } from '@lintel/ui';
import { Anchor, Button, Card, Checkbox, Group, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { type DataColumn, DataTable } from '../../../app/kit/DataTable.tsx';
import { FormFrame, useFormFrame } from '../../../app/kit/FormFrame.tsx';
import { ListPagination } from '../../../app/kit/ListPagination.tsx';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { SearchSelectField } from '../../../app/kit/SearchSelect.tsx';
import { StatusBadge } from '../../../app/kit/StatusBadge.tsx';
import { useConfirmedAction } from '../../../app/kit/useConfirmedAction.ts';
import { useUrlSearch } from '../../../app/kit/useUrlSearch.ts';
import { usePermissions } from '../../../app/permissions/PermissionsProvider.tsx';
import { href } from '../../../app/routing/table.ts';
import {
  useAddLeakRuleMutation,
  useLeakChoicesQuery,
  useLeakQuery,
  useLogQuery,
  useRemoveLeakRuleMutation,
  useSetLeakActiveMutation,
} from '../api/scenarios.ts';
import { resultStates, ruleSwitch } from '../components/states.ts';
import { automationMessages as m } from '../messages.ts';

const CHANGE = { key: 'SMART_POLICY_UPDATE' } as const;
const LOG_READ = { key: 'SMART_POLICY_EVENT_LOG_READ' } as const;
const PAGE_SIZE = 20;
const EVERY_BUILDING = 'every';
const channelWord = { EMAIL: m.leakChannelEMAIL, SMS: m.leakChannelSMS } as const;
const when = (intl: IntlShape, iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
const channelsText = (intl: IntlShape, channels: readonly LeakChannel[]) =>
  channels.map((c) => intl.formatMessage(channelWord[c])).join(', ');

/** The on/off switch: saved at once, with the outcome in a toast. */
function LeakSwitch({ active }: { active: boolean }) {
  const intl = useIntl();
  const toast = useToast();
  const toggle = useSetLeakActiveMutation();
  return (
    <Switch
      checked={active}
      disabled={toggle.isPending}
      label={intl.formatMessage(m.scenarioOn)}
      onChange={async (event) => {
        const next = event.currentTarget.checked;
        try {
          await toggle.mutateAsync(next);
          toast.success(next ? m.leakSwitchedOn : m.leakSwitchedOff);
        } catch (error) {
          toast.error(error);
        }
      }}
      data-testid="leak-active-switch"
    />
  );
}

/** The leaks the sensors reported (the scenario's log lines), newest first, paged on the server. */
function LeaksTable() {
  const intl = useIntl();
  const { page, setPage } = useUrlSearch();
  const query = useLogQuery({
    page,
    size: PAGE_SIZE,
    sort: 'startedAt,desc',
    q: '',
    runId: null,
    kind: 'LEAK_NOTIFICATIONS',
    result: null,
  });
  const columns: DataColumn<LogEntry & { id: string }>[] = [
    {
      id: 'startedAt',
      header: intl.formatMessage(m.leakDetected),
      required: true,
      cell: (l) => when(intl, l.startedAt),
    },
    { id: 'device', header: intl.formatMessage(m.leakSensor), testId: 'leak-log-sensor', cell: (l) => l.deviceName },
    { id: 'unit', header: intl.formatMessage(m.unit), cell: (l) => l.unitName ?? '' },
    {
      id: 'result',
      header: intl.formatMessage(m.result),
      required: true,
      cell: (l) => <StatusBadge map={resultStates} state={l.result} testId="leak-log-result" />,
    },
    {
      id: 'reason',
      header: intl.formatMessage(m.reason),
      testId: 'leak-log-reason',
      cell: (l) => (
        <Text size="sm" style={{ whiteSpace: 'normal' }} maw={420}>
          {l.reason ?? ''}
        </Text>
      ),
    },
  ];
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {intl.formatMessage(m.leaksTitle)}
      </Title>
      <DataTable
        tableId="automation.scenarios.leaks"
        label={intl.formatMessage(m.leaksTable)}
        query={query}
        rows={query.data?.content.map((line) => ({ ...line, id: line.runId }))}
        columns={columns}
        columnChooser={false}
        failed={intl.formatMessage(m.logFailed)}
        empty={intl.formatMessage(m.leaksEmpty)}
        testId="leak-log"
        rowTestId="leak-log-row"
      />
      {query.data && <ListPagination totalPages={query.data.totalPages} page={page} onChange={setPage} />}
    </Stack>
  );
}

/**
 * /iot/automation/scenarios/leak-sensors (SMART_POLICY_LEAK_SENSOR_READ; D247): whether leaks tell
 * anyone, how many rules and sensors there are, the switch (SMART_POLICY_UPDATE), and the leaks
 * with whom each told (SMART_POLICY_EVENT_LOG_READ).
 */
export function LeakSensorsPage() {
  const intl = useIntl();
  const query = useLeakQuery();
  const permissions = usePermissions();
  if (!query.data) return <QueryState query={query} failed={intl.formatMessage(m.leakFailed)} />;
  const scenario = query.data;
  return (
    <Stack gap="lg" data-testid="leak-notifications">
      <Anchor component={Link} to={href('iot.automation.scenarios')} size="sm">
        {intl.formatMessage(m.backToScenarios)}
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4} maw={720}>
          <Group gap="sm">
            <StatusBadge map={ruleSwitch} state={scenario.active ? 'ON' : 'OFF'} testId="leak-active" />
          </Group>
          <Text size="sm" c="dimmed">
            {intl.formatMessage(m.leakAbout)}
          </Text>
        </Stack>
        <Group gap="md">
          {permissions.can(CHANGE) && <LeakSwitch active={scenario.active} />}
          <Button
            variant="default"
            component={Link}
            to={href('iot.automation.scenarios.leakSensors.rules')}
            data-testid="leak-rules-link"
          >
            {intl.formatMessage(m.leakRules)}
          </Button>
        </Group>
      </Group>
      <Card withBorder padding="md">
        <Stack gap="xs">
          <Text size="sm" data-testid="leak-reach">
            {intl.formatMessage(m.leakReach, { rules: scenario.rules.length, sensors: scenario.sensors })}
          </Text>
          <Text size="sm">
            <strong>{intl.formatMessage(m.leakLastLeak)}:</strong>{' '}
            {scenario.lastRun ? when(intl, scenario.lastRun.startedAt) : intl.formatMessage(m.leakNoLeak)}
          </Text>
        </Stack>
      </Card>
      {permissions.can(LOG_READ) && <LeaksTable />}
    </Stack>
  );
}

/** Remove, after asking, with the person's name in the question. */
function RemoveButton({ rule }: { rule: LeakRule }) {
  const intl = useIntl();
  const confirmed = useConfirmedAction();
  const remove = useRemoveLeakRuleMutation();
  const run = () =>
    confirmed(
      {
        id: `remove-leak-rule-${rule.id}`,
        confirmationMessage: { ...m.leakRemoveConfirm, values: { name: rule.person.name } },
        confirmBtnText: m.yes,
        cancelBtnText: m.no,
        confirmationType: 'warning',
      },
      () => remove.mutateAsync(rule.id),
      m.leakRemoved,
    );
  return (
    <Button
      size="xs"
      variant="subtle"
      color="red"
      onClick={run}
      loading={remove.isPending}
      aria-label={`${intl.formatMessage(m.leakRemove)} ${rule.person.name}`}
      data-testid="leak-rule-remove"
    >
      {intl.formatMessage(m.leakRemove)}
    </Button>
  );
}

/**
 * /iot/automation/scenarios/leak-sensors/rules (SMART_POLICY_LEAK_SENSOR_READ): who is told of a
 * leak in which building, and how; adding and removing take SMART_POLICY_UPDATE. A person who left
 * the community's staff stays listed, marked, until removed: they are told nothing.
 */
export function LeakRulesPage() {
  const intl = useIntl();
  const query = useLeakQuery();
  const editable = usePermissions().can(CHANGE);
  const columns: DataColumn<LeakRule>[] = [
    {
      id: 'person',
      header: intl.formatMessage(m.leakPerson),
      required: true,
      testId: 'leak-rule-person',
      cell: (rule) => (
        <Stack gap={0}>
          <Text size="sm">{rule.person.name}</Text>
          <Text size="xs" c="dimmed">
            {rule.person.active ? rule.person.email : intl.formatMessage(m.leakPersonGone)}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'channels',
      header: intl.formatMessage(m.leakHow),
      testId: 'leak-rule-channels',
      cell: (rule) => channelsText(intl, rule.channels),
    },
    {
      id: 'building',
      header: intl.formatMessage(m.leakWhere),
      testId: 'leak-rule-building',
      cell: (rule) => rule.building?.name ?? intl.formatMessage(m.leakEveryBuilding),
    },
  ];
  if (editable) {
    columns.push({
      id: 'actions',
      header: intl.formatMessage(m.actions),
      required: true,
      align: 'right',
      cell: (rule) => <RemoveButton rule={rule} />,
    });
  }
  return (
    <Stack gap="md" data-testid="leak-rules">
      <Anchor component={Link} to={href('iot.automation.scenarios.leakSensors')} size="sm">
        {intl.formatMessage(m.leakTitle)}
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Text size="sm" c="dimmed" maw={720}>
          {intl.formatMessage(m.leakAbout)}
        </Text>
        {editable && (
          <Group gap="md">
            {query.data && <LeakSwitch active={query.data.active} />}
            <Button component={Link} to={href('iot.automation.scenarios.leakSensors.add')} data-testid="leak-rule-add">
              {intl.formatMessage(m.leakAddRule)}
            </Button>
          </Group>
        )}
      </Group>
      <DataTable
        tableId="automation.scenarios.leakRules"
        label={intl.formatMessage(m.leakRulesTable)}
        query={query}
        rows={query.data?.rules}
        columns={columns}
        columnChooser={false}
        failed={intl.formatMessage(m.leakFailed)}
        empty={intl.formatMessage(m.leakRulesEmpty)}
        testId="leak-rules"
        rowTestId="leak-rule-row"
      />
    </Stack>
  );
}

/**
 * /iot/automation/scenarios/leak-sensors/rules/add (SMART_POLICY_UPDATE): a staff member (found by
 * the start of a name), the building whose leaks they hear of or every building, and the ways they
 * are told. The server's schema checks it; a refusal lands next to its field and keeps the choices.
 */
export function LeakRuleAddPage() {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const choices = useLeakChoicesQuery(q);
  const add = useAddLeakRuleMutation();
  const form = useSchemaForm(scenarios.leakRuleInput, {
    defaultValues: { personId: '', buildingId: null, channels: ['EMAIL'] },
  });
  const frame = useFormFrame(form, add, {
    fields: {
      LEAK_RULE_TAKEN: 'personId',
      LEAK_RULE_NO_PHONE: 'channels',
      AUTOMATION_REFERENCE_INVALID: 'personId',
    },
    onSaved: () => {
      toast.success(m.leakAdded);
      navigate(href('iot.automation.scenarios.leakSensors.rules'));
    },
  });
  const people = (choices.data?.people ?? []).map((person) => ({
    value: person.id,
    label: intl.formatMessage(person.phone ? m.leakPersonOptionPhone : m.leakPersonOption, {
      name: person.name,
      email: person.email,
      phone: person.phone ?? '',
    }),
  }));
  return (
    <FormFrame form={form} frame={frame} data-testid="leak-rule-form">
      <Stack gap="md" maw={640}>
        <Text size="sm" c="dimmed">
          {intl.formatMessage(m.leakPersonHint)}
        </Text>
        <SearchSelectField
          name="personId"
          failed={
            choices.isError ? { title: intl.formatMessage(m.leakPeopleFailed), message: choices.error.message } : null
          }
          label={intl.formatMessage(m.leakPerson)}
          placeholder={intl.formatMessage(m.leakPersonHint)}
          options={people}
          onQueryChange={setQ}
          nothingFound={intl.formatMessage(m.leakNoPeople)}
          testId="leak-rule-person-select"
        />
        <FormField
          name="buildingId"
          render={(field) => (
            <Select
              label={intl.formatMessage(m.leakWhere)}
              description={intl.formatMessage(m.leakBuildingHint)}
              value={(field.value as string | null) ?? EVERY_BUILDING}
              onChange={(value) => field.onChange(!value || value === EVERY_BUILDING ? null : value)}
              onBlur={field.onBlur}
              error={field.error}
              disabled={field.disabled}
              allowDeselect={false}
              data={[
                { value: EVERY_BUILDING, label: intl.formatMessage(m.leakEveryBuilding) },
                ...(choices.data?.buildings ?? []).map((b) => ({ value: b.id, label: b.name })),
              ]}
              data-testid="leak-rule-building-select"
            />
          )}
        />
        <FormField
          name="channels"
          render={(field) => (
            <Checkbox.Group
              label={intl.formatMessage(m.leakHow)}
              description={intl.formatMessage(m.leakChannelsHint)}
              value={(field.value as string[] | undefined) ?? []}
              onChange={(value) => field.onChange(value)}
              error={field.error}
              required
              data-testid="leak-rule-channels"
            >
              <Group gap="lg" mt={6}>
                {LEAK_CHANNELS.map((channel) => (
                  <Checkbox
                    key={channel}
                    value={channel}
                    label={intl.formatMessage(channelWord[channel])}
                    disabled={field.disabled}
                  />
                ))}
              </Group>
            </Checkbox.Group>
          )}
        />
        <Group>
          <Button type="submit" loading={frame.saving} data-testid="leak-rule-save">
            {intl.formatMessage(m.leakAddRule)}
          </Button>
          <Button variant="default" component={Link} to={href('iot.automation.scenarios.leakSensors.rules')}>
            {intl.formatMessage(m.cancel)}
          </Button>
        </Group>
      </Stack>
    </FormFrame>
  );
}
