import { automation } from '@lintel/contracts';
import type { Schedule, ScheduleInput } from '@lintel/contracts/automation';
import { FormTextInput, useSchemaForm, useToast } from '@lintel/ui';
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { FormFrame, useFormFrame } from '../../../app/kit/FormFrame.tsx';
import { HoursFields } from '../../../app/kit/hours/HoursFields.tsx';
import { nextHoursEntry } from '../../../app/kit/hours/hours.ts';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { href } from '../../../app/routing/table.ts';
import { useCreateScheduleMutation, useScheduleQuery, useUpdateScheduleMutation } from '../api/schedules.ts';
import { ClosedDaysField } from '../components/ClosedDaysField.tsx';
import { automationMessages as m } from '../messages.ts';

/** A new schedule starts with Monday, 9 am to 5 pm: a schedule has at least one range. */
const EMPTY: ScheduleInput = { name: '', description: '', hours: [nextHoursEntry(undefined)], closedDays: [] };

const listHref = () => href('iot.automation.schedules');

/**
 * A schedule's form, validated by the server's own schema: its name and description, the weekly hours
 * (the kit's hours editor; the server's hours-of-operation rule reports the first conflicting pair on
 * both of its entries) and the closed days. A refusal keeps what was typed and lands next to its field
 * (a name taken on the name); saved, the list opens.
 */
function ScheduleForm({
  initial,
  current,
  save,
}: {
  initial: ScheduleInput;
  current?: Schedule;
  save: ReturnType<typeof useCreateScheduleMutation>;
}) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const form = useSchemaForm(automation.scheduleInput, { defaultValues: initial });
  const frame = useFormFrame(form, save, {
    fields: { SCHEDULE_NAME_TAKEN: 'name' },
    onSaved: (saved) => {
      toast.success(intl.formatMessage(current ? m.saved : m.created, { name: saved.name }));
      navigate(listHref());
    },
  });

  return (
    <FormFrame form={form} frame={frame} data-testid="schedule-form">
      <Stack gap="md" maw={860}>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <FormTextInput
            name="name"
            label={intl.formatMessage(m.name)}
            placeholder={intl.formatMessage(m.namePlaceholder)}
            required
            maxLength={100}
            data-testid="schedule-form-name"
          />
          <FormTextInput
            name="description"
            label={intl.formatMessage(m.description)}
            maxLength={500}
            data-testid="schedule-form-description"
          />
        </SimpleGrid>
        <HoursFields hint={intl.formatMessage(m.hoursHint)} />
        <ClosedDaysField />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => navigate(listHref())}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button type="submit" loading={frame.saving} data-testid="schedule-form-save">
            {intl.formatMessage(current ? m.save : m.create)}
          </Button>
        </Group>
      </Stack>
    </FormFrame>
  );
}

/** /iot/automation/schedules/create: a new schedule. */
export function ScheduleCreatePage() {
  const save = useCreateScheduleMutation();
  return <ScheduleForm initial={EMPTY} save={save} />;
}

/** /iot/automation/schedules/edit/:id: a schedule's name, description, hours and closed days. */
export function ScheduleEditPage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const query = useScheduleQuery(id);
  const save = useUpdateScheduleMutation(id);
  const current = query.data;
  if (!current)
    return <QueryState query={query} failed={intl.formatMessage(m.scheduleFailed)} testId="schedule-error" />;
  const initial: ScheduleInput = {
    name: current.name,
    description: current.description ?? '',
    hours: current.hours.map((entry) => ({ ...entry, working24: entry.working24 ?? false })),
    closedDays: current.closedDays,
  };
  // Keyed by the schedule: a form of another schedule starts from its own values.
  return <ScheduleForm key={current.id} initial={initial} current={current} save={save} />;
}
