import {
  RULE_DAYS_MAX,
  RULE_DAYS_MIN,
  type RulesBody,
  type UnitStatusSettings,
} from '@lintel/contracts/settings/unit-statuses';
import { CounterInput, FormField, Toggle, useSchemaForm, useToast } from '@lintel/ui';
import { Alert, Button, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import { FormFrame, useFormFrame } from '../../../app/kit/FormFrame.tsx';
import { kitMessages } from '../../../app/kit/messages.ts';
import { useMoveOutLabelsQuery, useRulesQuery, useSaveRulesMutation } from '../api/unit-statuses.ts';
import { settingsMessages as m } from '../messages.ts';

const days = z.number({ message: 'required' }).int().min(RULE_DAYS_MIN).max(RULE_DAYS_MAX);
/** The form's own shape: the label is required only while auto update is on (spec part 1 section 5). */
export const rulesForm = z
  .object({
    moveOutPhysicalStatusAutoUpdate: z.boolean(),
    moveOutPhysicalStatusLabelId: z.string().nullable(),
    moveOutPhysicalStatusReservationPeriod: days.nullable(),
    unitPreparationLeadTime: days.nullable(),
  })
  .superRefine((v, ctx) => {
    if (!v.moveOutPhysicalStatusAutoUpdate) return;
    if (!v.moveOutPhysicalStatusLabelId)
      ctx.addIssue({ code: 'custom', path: ['moveOutPhysicalStatusLabelId'], message: 'required' });
    if (v.moveOutPhysicalStatusReservationPeriod === null)
      ctx.addIssue({ code: 'custom', path: ['moveOutPhysicalStatusReservationPeriod'], message: 'required' });
    if (v.unitPreparationLeadTime === null)
      ctx.addIssue({ code: 'custom', path: ['unitPreparationLeadTime'], message: 'required' });
  });
export type RulesForm = z.infer<typeof rulesForm>;

/** The rules call's body: with auto update off only the flag is sent (spec part 1 section 4). */
export function rulesBodyOf(values: RulesForm): RulesBody {
  if (!values.moveOutPhysicalStatusAutoUpdate) return { moveOutPhysicalStatusAutoUpdate: false };
  return {
    moveOutPhysicalStatusAutoUpdate: true,
    moveOutPhysicalStatusLabelId: values.moveOutPhysicalStatusLabelId!,
    moveOutPhysicalStatusReservationPeriod: values.moveOutPhysicalStatusReservationPeriod!,
    unitPreparationLeadTime: values.unitPreparationLeadTime!,
  };
}

function toForm(settings: UnitStatusSettings): RulesForm {
  return {
    moveOutPhysicalStatusAutoUpdate: settings.moveOutPhysicalStatusAutoUpdate,
    moveOutPhysicalStatusLabelId: settings.moveOutPhysicalStatusLabel?.id ?? null,
    moveOutPhysicalStatusReservationPeriod: settings.moveOutPhysicalStatusReservationPeriod,
    unitPreparationLeadTime: settings.unitPreparationLeadTime,
  };
}

function RulesEditor({ settings, editable }: { settings: UnitStatusSettings; editable: boolean }) {
  const intl = useIntl();
  const toast = useToast();
  const labels = useMoveOutLabelsQuery(true);
  const save = useSaveRulesMutation();
  const form = useSchemaForm(rulesForm, { defaultValues: toForm(settings) });
  const autoUpdate = form.watch('moveOutPhysicalStatusAutoUpdate');

  const frame = useFormFrame(form, save, {
    toVariables: rulesBodyOf,
    onSaved: (saved) => {
      form.reset(toForm(saved));
      toast.success(m.saved);
    },
  });

  const options = (labels.data?.content ?? []).map((label) => ({
    value: label.id,
    label: `${label.categoryName} · ${label.statusName}: ${label.name}`,
  }));

  return (
    <FormFrame form={form} frame={frame} data-testid="rules-form">
      <Stack gap="lg" maw={560} pt="md">
        <FormField<RulesForm>
          name="moveOutPhysicalStatusAutoUpdate"
          render={(field) => (
            <Toggle
              label={intl.formatMessage(m.moveOutAutoUpdate)}
              checked={Boolean(field.value)}
              onChange={(next) => field.onChange(next)}
              disabled={!editable}
              data-testid="rules-auto-update"
            />
          )}
        />
        {autoUpdate ? (
          <FormField<RulesForm>
            name="moveOutPhysicalStatusLabelId"
            render={(field) => (
              <Select
                label={intl.formatMessage(m.moveOutLabel)}
                placeholder={intl.formatMessage(m.moveOutLabelPlaceholder)}
                withAsterisk
                data={options}
                value={(field.value as string | null) ?? null}
                onChange={(value) => field.onChange(value)}
                onBlur={field.onBlur}
                error={field.error}
                disabled={!editable}
                searchable
                data-testid="rules-label"
              />
            )}
          />
        ) : null}
        <FormField<RulesForm>
          name="moveOutPhysicalStatusReservationPeriod"
          render={(field) => (
            <CounterInput
              label={intl.formatMessage(m.reservationPeriod)}
              min={RULE_DAYS_MIN}
              max={RULE_DAYS_MAX}
              value={field.value as number | null}
              onChange={(value) => field.onChange(value)}
              onBlur={field.onBlur}
              error={field.error}
              disabled={!editable || !autoUpdate}
              data-testid="rules-reservation"
            />
          )}
        />
        <FormField<RulesForm>
          name="unitPreparationLeadTime"
          render={(field) => (
            <Stack gap={4}>
              <CounterInput
                label={intl.formatMessage(m.daysForAvailability)}
                min={RULE_DAYS_MIN}
                max={RULE_DAYS_MAX}
                value={field.value as number | null}
                onChange={(value) => field.onChange(value)}
                onBlur={field.onBlur}
                error={field.error}
                disabled={!editable || !autoUpdate}
                data-testid="rules-availability"
              />
              <Text size="xs" c="dimmed">
                {intl.formatMessage(m.daysForAvailabilityHint)}
              </Text>
            </Stack>
          )}
        />
        {editable ? (
          <Group>
            <Button type="submit" loading={save.isPending} data-testid="rules-save">
              {intl.formatMessage(m.save)}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </FormFrame>
  );
}

/** The rules tab: mounted (and loaded) only while it is the active tab. */
export function RulesTab({ editable }: { editable: boolean }) {
  const intl = useIntl();
  const rules = useRulesQuery(true);
  if (rules.isError) {
    return (
      <Alert color="red" variant="light" title={intl.formatMessage(m.loadFailed)} mt="md">
        <Text size="sm">{rules.error.message}</Text>
        <Button mt="sm" size="xs" variant="light" onClick={() => rules.refetch()}>
          {intl.formatMessage(kitMessages.retry)}
        </Button>
      </Alert>
    );
  }
  if (!rules.data) return <Skeleton h={240} mt="md" />;
  return <RulesEditor settings={rules.data} editable={editable} />;
}
