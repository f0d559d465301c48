import { type HoursEntry, MAX_HOURS_ENTRIES } from '@lintel/contracts/hours';
import { FormField } from '@lintel/ui';
import { Button, Checkbox, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { type FieldError, useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { hoursMessages as m } from './hours.messages.ts';
import { DAY_CHOICES, dayName, nextHoursEntry } from './hours.ts';

const HOUR_CHOICES = Array.from({ length: 12 }, (_, i) => String(i + 1));
const MINUTE_CHOICES = Array.from({ length: 12 }, (_, i) => String(i * 5).padStart(2, '0'));

/** What is wrong with one entry: the server's word on the whole entry (a conflict) or the form's on a part. */
interface EntryErrors extends FieldError {
  days?: FieldError;
  openTime?: FieldError;
  closeTime?: FieldError;
}

/**
 * Hours of operation (part 3 section 3): repeatable entries of a day (0 Sunday … 6 Saturday, 8 the
 * weekend), an opening and a closing time (hour 1–12, minutes, am or pm) or round the clock. No entry:
 * any hour. Each entry is bound by its path (`hours.2`), so the server's conflict (section 5: both
 * entries of the first conflicting pair) shows on the very entries it is about.
 */
export function HoursFields({
  hint,
}: {
  /** What no hours means on this record (each area says it in its own words). */
  hint: string;
}) {
  const intl = useIntl();
  const { control } = useFormContext<{ hours?: HoursEntry[] | null }>();
  const { fields, append, remove } = useFieldArray({ control, name: 'hours' });
  const { errors, isSubmitted } = useFormState({ control, name: 'hours' });
  const values = (useWatch({ control, name: 'hours' }) ?? []) as HoursEntry[];
  const entryErrors = (errors.hours ?? []) as (EntryErrors | undefined)[];
  const groupError = isSubmitted ? (errors.hours?.root?.message ?? errors.hours?.message) : undefined;

  return (
    <Stack gap="sm" data-testid="hours-fields">
      <Stack gap={2}>
        <Text fw={600} size="sm">
          {intl.formatMessage(m.hoursTitle)}
        </Text>
        <Text size="xs" c="gray.7">
          {hint}
        </Text>
      </Stack>
      {fields.map((field, index) => {
        const number = index + 1;
        const error = entryErrors[index];
        const message = error?.message ?? error?.closeTime?.message ?? error?.openTime?.message ?? error?.days?.message;
        return (
          <HoursRow
            key={field.id}
            index={index}
            allDay={values[index]?.working24 === true}
            message={message}
            closeInvalid={Boolean(error?.closeTime)}
            onRemove={() => remove(index)}
            label={intl.formatMessage(m.hoursEntry, { number })}
            removeLabel={intl.formatMessage(m.removeHours, { number })}
          />
        );
      })}
      {groupError && (
        <Text size="sm" c="red.8" role="alert">
          {groupError}
        </Text>
      )}
      <Group>
        <Button
          variant="default"
          size="xs"
          disabled={fields.length >= MAX_HOURS_ENTRIES}
          onClick={() => append(nextHoursEntry(values[values.length - 1]))}
          data-testid="hours-add"
        >
          {intl.formatMessage(m.addHours)}
        </Button>
      </Group>
    </Stack>
  );
}

/** One entry: its day, its opening and closing time or round the clock, and what is wrong with it. */
function HoursRow({
  index,
  allDay,
  message,
  closeInvalid,
  onRemove,
  label,
  removeLabel,
}: {
  index: number;
  allDay: boolean;
  message: string | undefined;
  closeInvalid: boolean;
  onRemove: () => void;
  label: string;
  removeLabel: string;
}) {
  const intl = useIntl();
  const days = DAY_CHOICES.map((code) => ({ value: String(code), label: dayName(intl, code) }));
  const path = `hours.${index}` as const;
  const titleId = `hours-${index}-title`;
  const errorId = `hours-${index}-error`;
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      role="group"
      aria-labelledby={titleId}
      aria-describedby={message ? errorId : undefined}
      data-testid="hours-row"
      data-invalid={Boolean(message)}
      style={message ? { borderColor: 'var(--mantine-color-red-7)' } : undefined}
    >
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Text id={titleId} size="sm" fw={600}>
          {label}
        </Text>
        <Button
          size="xs"
          variant="subtle"
          color="red"
          onClick={onRemove}
          aria-label={removeLabel}
          data-testid="hours-remove"
        >
          {intl.formatMessage(m.remove)}
        </Button>
      </Group>
      <Group gap="md" align="flex-end" wrap="wrap">
        <FormField
          name={`${path}.days`}
          render={(field) => (
            <NativeSelect
              label={intl.formatMessage(m.days)}
              data={days}
              value={String(field.value ?? '')}
              onChange={(event) => field.onChange(Number(event.currentTarget.value))}
              onBlur={field.onBlur}
              disabled={field.disabled}
              w={150}
              data-testid={`hours-${index}-days`}
            />
          )}
        />
        <TimeFields
          path={`${path}.openTime`}
          part={intl.formatMessage(m.opens)}
          disabled={allDay}
          testId={`hours-${index}-open`}
        />
        <TimeFields
          path={`${path}.closeTime`}
          part={intl.formatMessage(m.closes)}
          disabled={allDay}
          invalid={closeInvalid}
          testId={`hours-${index}-close`}
        />
        <FormField
          name={`${path}.working24`}
          render={(field) => (
            <Checkbox
              label={intl.formatMessage(m.working24)}
              checked={field.value === true}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              disabled={field.disabled}
              mb={8}
              data-testid={`hours-${index}-working24`}
            />
          )}
        />
      </Group>
      {message && (
        <Text id={errorId} size="sm" c="red.8" mt="xs" role="alert" data-testid="hours-error">
          {message}
        </Text>
      )}
    </Paper>
  );
}

/** An opening or closing time: the hour (1–12), the minutes and am or pm, under one label. */
function TimeFields({
  path,
  part,
  disabled,
  invalid = false,
  testId,
}: {
  path: `hours.${number}.openTime` | `hours.${number}.closeTime`;
  part: string;
  disabled: boolean;
  invalid?: boolean;
  testId: string;
}) {
  const intl = useIntl();
  const select = (
    name: 'hours' | 'minutes' | 'clock',
    data: string[],
    aria: string,
    toValue: (value: string) => unknown,
    fromValue: (value: unknown) => string,
    width: number,
  ) => (
    <FormField
      name={`${path}.${name}`}
      render={(field) => {
        const value = fromValue(field.value);
        return (
          <NativeSelect
            aria-label={aria}
            // A value the list does not offer (minutes typed elsewhere) stays choosable.
            data={data.includes(value) ? data : [value, ...data]}
            value={value}
            onChange={(event) => field.onChange(toValue(event.currentTarget.value))}
            onBlur={field.onBlur}
            disabled={disabled || field.disabled}
            error={invalid}
            w={width}
            data-testid={`${testId}-${name}`}
          />
        );
      }}
    />
  );
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} aria-hidden>
        {part}
      </Text>
      <Group gap={4} wrap="nowrap">
        {select('hours', HOUR_CHOICES, intl.formatMessage(m.hourOf, { part }), Number, (v) => String(v ?? ''), 72)}
        {select(
          'minutes',
          MINUTE_CHOICES,
          intl.formatMessage(m.minutesOf, { part }),
          Number,
          (v) => String(v ?? 0).padStart(2, '0'),
          76,
        )}
        {select('clock', ['am', 'pm'], intl.formatMessage(m.clockOf, { part }), String, (v) => String(v ?? 'am'), 80)}
      </Group>
    </Stack>
  );
}
