import type { ScheduleInput } from '@lintel/contracts/automation';
import { MAX_CLOSED_DAYS } from '@lintel/contracts/automation';
import { FormTextInput } from '@lintel/ui';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { automationMessages as m } from '../messages.ts';

/**
 * The days a schedule stays off whatever its week says (beyond the spec, D240): a date and what the
 * day is, repeatable; a date listed twice is refused on the second one by the contract's own schema.
 */
export function ClosedDaysField() {
  const intl = useIntl();
  const { control } = useFormContext<ScheduleInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'closedDays' });
  return (
    <Stack gap="sm" data-testid="closed-days">
      <Stack gap={2}>
        <Text fw={600} size="sm">
          {intl.formatMessage(m.closedDays)}
        </Text>
        <Text size="xs" c="gray.7">
          {intl.formatMessage(m.closedDaysHint)}
        </Text>
      </Stack>
      {fields.map((field, index) => {
        const number = index + 1;
        const titleId = `closed-day-${index}-title`;
        return (
          <Paper
            key={field.id}
            withBorder
            p="sm"
            radius="md"
            role="group"
            aria-labelledby={titleId}
            data-testid="closed-day-row"
          >
            <Group justify="space-between" mb="xs" wrap="nowrap">
              <Text id={titleId} size="sm" fw={600}>
                {intl.formatMessage(m.closedDayLabel, { number })}
              </Text>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                onClick={() => remove(index)}
                aria-label={intl.formatMessage(m.removeClosedDay, { number })}
              >
                {intl.formatMessage(m.remove)}
              </Button>
            </Group>
            <Group gap="md" align="flex-start" wrap="wrap">
              <FormTextInput
                name={`closedDays.${index}.date`}
                type="date"
                label={intl.formatMessage(m.closedDate)}
                required
                w={180}
                data-testid={`closed-day-${index}-date`}
              />
              <FormTextInput
                name={`closedDays.${index}.name`}
                label={intl.formatMessage(m.closedName)}
                required
                maxLength={100}
                w={260}
                data-testid={`closed-day-${index}-name`}
              />
            </Group>
          </Paper>
        );
      })}
      <Group>
        <Button
          variant="default"
          size="xs"
          disabled={fields.length >= MAX_CLOSED_DAYS}
          onClick={() => append({ date: '', name: '' })}
          data-testid="closed-day-add"
        >
          {intl.formatMessage(m.addClosedDay)}
        </Button>
      </Group>
    </Stack>
  );
}
