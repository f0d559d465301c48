import { devices } from '@lintel/contracts';
import type { ScheduleEntry } from '@lintel/contracts/devices/thermostats';
import { gate } from '@lintel/permissions';
import { FormField, useSchemaForm, useToast } from '@lintel/ui';
import { ActionIcon, Button, Chip, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useFieldArray } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { FormFrame, useFormFrame } from '../../../app/kit/FormFrame.tsx';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { usePermissions } from '../../../app/permissions/PermissionsProvider.tsx';
import { useModalStack } from '../../../app/routing/ModalStack.tsx';
import { useSaveScheduleMutation, useScheduleQuery } from '../api/thermostats.ts';
import { FormWholeNumber } from '../components/thermostat/fields.tsx';
import { dayLabels } from '../components/thermostat/states.ts';
import { thermostatMessages as m } from '../thermostats.messages.ts';

const WEEKDAYS = [1, 2, 3, 4, 5];

function ScheduleForm({ id, entries, editable }: { id: string; entries: ScheduleEntry[]; editable: boolean }) {
  const intl = useIntl();
  const toast = useToast();
  const stack = useModalStack();
  const save = useSaveScheduleMutation(id);
  const form = useSchemaForm(devices.thermostats.scheduleInput, { defaultValues: { entries }, disabled: !editable });
  const list = useFieldArray({ control: form.control, name: 'entries' });
  const frame = useFormFrame(form, save, {
    toVariables: (values) => values.entries,
    onSaved: () => {
      toast.success(m.scheduleSaved);
      stack.close();
    },
  });
  return (
    <FormFrame form={form} frame={frame} data-testid="thermostat-schedule">
      <Stack gap="md">
        {list.fields.length === 0 && (
          <Text size="sm" c="dimmed" data-testid="thermostat-schedule-empty">
            {intl.formatMessage(m.noEntries)}
          </Text>
        )}
        {list.fields.map((entry, index) => (
          <Paper key={entry.id} withBorder p="sm" radius="md" data-testid="thermostat-schedule-entry">
            <Stack gap="xs">
              <Group justify="space-between">
                <Text size="sm" fw={600}>
                  {intl.formatMessage(m.entryLabel, { index: index + 1 })}
                </Text>
                {editable && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={intl.formatMessage(m.removeEntry, { index: index + 1 })}
                    onClick={() => list.remove(index)}
                  >
                    ×
                  </ActionIcon>
                )}
              </Group>
              <FormField
                name={`entries.${index}.days`}
                render={(field) => (
                  <Stack gap={4}>
                    <Chip.Group
                      multiple
                      value={((field.value as number[]) ?? []).map(String)}
                      onChange={(values) => field.onChange(values.map(Number))}
                    >
                      <Group gap={6} role="group" aria-label={intl.formatMessage(m.days)}>
                        {dayLabels.map((label, day) => (
                          <Chip key={label.id} value={String(day)} size="xs" disabled={field.disabled}>
                            {intl.formatMessage(label)}
                          </Chip>
                        ))}
                      </Group>
                    </Chip.Group>
                    {field.error && (
                      <Text size="xs" c="red.8">
                        {field.error}
                      </Text>
                    )}
                  </Stack>
                )}
              />
              <SimpleGrid cols={{ base: 1, xs: 3 }}>
                <FormField
                  name={`entries.${index}.time`}
                  render={(field) => (
                    <TextInput
                      type="time"
                      label={intl.formatMessage(m.time)}
                      value={(field.value as string) ?? ''}
                      onChange={(event) => field.onChange(event.currentTarget.value)}
                      onBlur={field.onBlur}
                      error={field.error}
                      disabled={field.disabled}
                    />
                  )}
                />
                <FormWholeNumber name={`entries.${index}.heatSetPoint`} label={intl.formatMessage(m.heatSetPoint)} />
                <FormWholeNumber name={`entries.${index}.coolSetPoint`} label={intl.formatMessage(m.coolSetPoint)} />
              </SimpleGrid>
            </Stack>
          </Paper>
        ))}
        {editable && (
          <Group justify="space-between">
            <Button
              variant="light"
              disabled={list.fields.length >= devices.thermostats.MAX_SCHEDULE_ENTRIES}
              onClick={() => list.append({ days: WEEKDAYS, time: '07:00', heatSetPoint: 68, coolSetPoint: 75 })}
              data-testid="thermostat-schedule-add"
            >
              {intl.formatMessage(m.addEntry)}
            </Button>
            <Group gap="sm">
              <Button variant="default" onClick={() => stack.close()}>
                {intl.formatMessage(m.cancel)}
              </Button>
              <Button type="submit" loading={frame.saving} data-testid="thermostat-schedule-save">
                {intl.formatMessage(m.save)}
              </Button>
            </Group>
          </Group>
        )}
      </Stack>
    </FormFrame>
  );
}

/**
 * /iot/thermostats/:id/schedule: the weekly set points the thermostat follows, kept in
 * `config.schedule` and sent with CONFIGURE (D192).
 */
export default function ThermostatSchedulePage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const query = useScheduleQuery(id);
  const editable = usePermissions().can(gate.key('THERMOSTAT_RESET'));
  if (!query.data) return <QueryState query={query} failed={intl.formatMessage(m.oneFailed)} />;
  return <ScheduleForm id={id} entries={query.data.entries} editable={editable} />;
}
