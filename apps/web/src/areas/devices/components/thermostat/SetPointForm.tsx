import { devices } from '@lintel/contracts';
import type { Thermostat } from '@lintel/contracts/devices/thermostats';
import { useSchemaForm, useToast } from '@lintel/ui';
import { Button, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { FormFrame, useFormFrame } from '../../../../app/kit/FormFrame.tsx';
import { useCommandQuery, useSetPointMutation, useThermostatsRefresh } from '../../api/thermostats.ts';
import { thermostatMessages as m } from '../../thermostats.messages.ts';
import { FormChoice, FormWholeNumber } from './fields.tsx';
import { modeLabels } from './states.ts';

const t = devices.thermostats;

/**
 * The set points and mode of a thermostat, checked with the server's own schema (D191: whole °F from
 * 45 to 90, cooling at least 3 °F above heating). Applied, it says "sending" until the device has
 * answered; the reading above then shows what the thermostat holds.
 */
export function SetPointForm({ thermostat }: { thermostat: Thermostat }) {
  const intl = useIntl();
  const toast = useToast();
  const refresh = useThermostatsRefresh();
  const [commandId, setCommandId] = useState<string | null>(null);
  const command = useCommandQuery(thermostat.id, commandId);
  const status = command.data?.status;
  const mutation = useSetPointMutation(thermostat.id);
  const form = useSchemaForm(t.setPointInput, {
    defaultValues: {
      heatSetPoint: thermostat.heatSetPoint ?? 68,
      coolSetPoint: thermostat.coolSetPoint ?? 74,
      mode: thermostat.mode ?? 'AUTO',
    },
  });
  const frame = useFormFrame(form, mutation, {
    onSaved: (answer, values) => {
      form.reset(values);
      setCommandId(answer.commandId);
    },
  });

  useEffect(() => {
    if (!commandId || (status !== 'SUCCEEDED' && status !== 'FAILED')) return;
    if (status === 'SUCCEEDED') toast.success(m.applied);
    else toast.error(command.data?.error ?? intl.formatMessage(m.commandFailed));
    setCommandId(null);
    void refresh();
  }, [commandId, status, command.data?.error, toast, intl, refresh]);

  const sending = commandId !== null;
  return (
    <FormFrame form={form} frame={frame} data-testid="set-point-form">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <FormWholeNumber name="heatSetPoint" label={intl.formatMessage(m.heatSetPoint)} testId="heat-set-point" />
          <FormWholeNumber name="coolSetPoint" label={intl.formatMessage(m.coolSetPoint)} testId="cool-set-point" />
          <FormChoice
            name="mode"
            label={intl.formatMessage(m.mode)}
            data={t.THERMOSTAT_MODES.map((value) => ({ value, label: intl.formatMessage(modeLabels[value]) }))}
            testId="set-point-mode"
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {intl.formatMessage(m.setPointRule, {
            min: t.SET_POINT_MIN_F,
            max: t.SET_POINT_MAX_F,
            gap: t.SET_POINT_GAP_F,
          })}
        </Text>
        <Group justify="flex-end" gap="sm">
          {sending && (
            <Group gap="xs" role="status" data-testid="set-point-sending">
              <Loader size="xs" />
              <Text size="sm">{intl.formatMessage(m.sending)}</Text>
            </Group>
          )}
          <Button type="submit" loading={frame.saving} disabled={sending} data-testid="set-point-apply">
            {intl.formatMessage(m.apply)}
          </Button>
        </Group>
      </Stack>
    </FormFrame>
  );
}
