import { scenarios } from '@lintel/contracts';
import type { StaffAccessChoices, StaffAccessRulesInput } from '@lintel/contracts/scenarios';
import { FormField, useSchemaForm, useToast } from '@lintel/ui';
import { Card, MultiSelect, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { FormFrame, useFormFrame } from '../../../app/kit/FormFrame.tsx';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { usePermissions } from '../../../app/permissions/PermissionsProvider.tsx';
import { href } from '../../../app/routing/table.ts';
import {
  useRunStaffAccessMutation,
  useSaveStaffAccessRulesMutation,
  useStaffAccessChoicesQuery,
  useStaffAccessQuery,
} from '../api/scenarios.ts';
import { automationMessages as m } from '../messages.ts';
import { FormButtons, LeftOutLine, RunsTable, ScenarioHeader, ScenarioSwitch } from './ScenarioPages.tsx';

const CHANGE = { key: 'SMART_POLICY_UPDATE' } as const;
const LOG_READ = { key: 'SMART_POLICY_EVENT_LOG_READ' } as const;

/**
 * /iot/automation/scenarios/staff-access (SMART_POLICY_STATE_READ_LIST; D251): the staff who may open
 * vacant units' door locks, the units left out, how many vacant units have a lock and how many the
 * staff hold now, a run on demand (SMART_POLICY_UPDATE) and the runs, each opening its lines (one per
 * unit lock) in the log.
 */
export function StaffAccessPage() {
  const intl = useIntl();
  const permissions = usePermissions();
  const query = useStaffAccessQuery();
  const run = useRunStaffAccessMutation();
  if (!query.data) return <QueryState query={query} failed={intl.formatMessage(m.staffAccessFailed)} />;
  const scenario = query.data;
  return (
    <Stack gap="lg" data-testid="staff-access">
      <ScenarioHeader
        prefix="staff-access"
        active={scenario.active}
        about={m.staffAccessAbout}
        rulesRoute="iot.automation.scenarios.staffAccess.rules"
        run={run}
        editable={permissions.can(CHANGE)}
        canLog={permissions.can(LOG_READ)}
      />
      <Card withBorder padding="md">
        <Stack gap="xs">
          <Text size="sm" data-testid="staff-access-staff">
            <strong>{intl.formatMessage(m.staffAccessStaff)}:</strong>{' '}
            {scenario.staff.length === 0
              ? intl.formatMessage(m.staffAccessNoStaff)
              : scenario.staff
                  .map((person) =>
                    person.active ? person.name : intl.formatMessage(m.staffAccessInactive, { name: person.name }),
                  )
                  .join(', ')}
          </Text>
          <LeftOutLine units={scenario.excludedUnits} />
          <Text size="sm" data-testid="staff-access-reach">
            {intl.formatMessage(m.staffAccessReach, {
              vacant: scenario.vacantUnits,
              locks: scenario.unitLocks,
              held: scenario.heldUnits,
            })}
          </Text>
        </Stack>
      </Card>
      <RunsTable kind="STAFF_ACCESS" label={intl.formatMessage(m.staffAccessRunsTable)} />
    </Stack>
  );
}

/**
 * /iot/automation/scenarios/staff-access/rules (SMART_POLICY_UPDATE): on or off, the staff members
 * (the community's active staff) and the units left out (those with a lock). Saving runs the
 * scenario; a refusal keeps what was chosen.
 */
export function StaffAccessRulesPage() {
  const intl = useIntl();
  const current = useStaffAccessQuery();
  const choices = useStaffAccessChoicesQuery();
  if (!current.data) return <QueryState query={current} failed={intl.formatMessage(m.staffAccessFailed)} />;
  if (!choices.data) return <QueryState query={choices} failed={intl.formatMessage(m.staffAccessFailed)} />;
  return (
    <StaffAccessRulesForm
      initial={{
        active: current.data.active,
        // A person no longer staff here cannot be saved again: the form leaves them out.
        staffIds: current.data.staff.filter((person) => person.active).map((person) => person.id),
        excludedUnitIds: current.data.excludedUnits.map((u) => u.id),
      }}
      choices={choices.data}
    />
  );
}

function StaffAccessRulesForm({ initial, choices }: { initial: StaffAccessRulesInput; choices: StaffAccessChoices }) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const save = useSaveStaffAccessRulesMutation();
  const back = href('iot.automation.scenarios.staffAccess');
  const form = useSchemaForm(scenarios.staffAccessRulesInput, { defaultValues: initial });
  const frame = useFormFrame(form, save, {
    onSaved: () => {
      toast.success(m.rulesSaved);
      navigate(back);
    },
  });
  return (
    <FormFrame form={form} frame={frame} data-testid="staff-access-rules">
      <Stack gap="md" maw={640}>
        <Text size="sm" c="dimmed">
          {intl.formatMessage(m.staffAccessAbout)}
        </Text>
        <ScenarioSwitch prefix="staff-access-rules" />
        <FormField
          name="staffIds"
          render={(field) => (
            <MultiSelect
              label={intl.formatMessage(m.staffAccessStaff)}
              description={intl.formatMessage(m.staffAccessStaffHint)}
              data={choices.staff.map((person) => ({ value: person.id, label: `${person.name} (${person.email})` }))}
              value={(field.value as string[] | undefined) ?? []}
              onChange={(value) => field.onChange(value)}
              onBlur={field.onBlur}
              error={field.error}
              disabled={field.disabled}
              searchable
              hidePickedOptions
              limit={50}
              data-testid="staff-access-rules-staff"
            />
          )}
        />
        <FormField
          name="excludedUnitIds"
          render={(field) => (
            <MultiSelect
              label={intl.formatMessage(m.excludedUnits)}
              description={intl.formatMessage(m.staffAccessExcludedHint)}
              data={choices.units
                .filter((u) => u.lock)
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
              data-testid="staff-access-rules-units"
            />
          )}
        />
        <Text size="xs" c="dimmed">
          {intl.formatMessage(m.staffAccessSaveHint)}
        </Text>
        <FormButtons saving={frame.saving} testId="staff-access-rules-save" back={back} />
      </Stack>
    </FormFrame>
  );
}
