import { devices } from '@lintel/contracts';
import type { LightSwitch, SwitchInput } from '@lintel/contracts/devices/sensors';
import { FormField, useSchemaForm } from '@lintel/ui';
import { Button, Group, Loader, Paper, Slider, Stack, Switch, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { FormFrame, useFormFrame } from '../../../app/kit/FormFrame.tsx';
import { sensorMessages as m } from '../sensors.messages.ts';

/**
 * Switch the light on or off and set its level (0–100 %), checked with the server's own schema.
 * Sent, the switch answers through the device engine; until its state shows, the control waits.
 */
export function LightSwitchControl({
  light,
  canSwitch,
  waiting,
  onSend,
  sending,
}: {
  light: LightSwitch;
  canSwitch: boolean;
  waiting: boolean;
  onSend: (input: SwitchInput) => Promise<unknown>;
  sending: boolean;
}) {
  const intl = useIntl();
  const form = useSchemaForm(devices.sensors.switchInput, {
    values: { on: light.on, level: light.on ? light.level : light.config.defaultLevel },
  });
  const frame = useFormFrame(form, { mutateAsync: onSend, isPending: sending }, { guard: false });
  const ready = light.installState === 'INSTALLED' && light.connection === 'ONLINE';
  const disabled = !canSwitch || !ready || waiting;
  const quick = (on: boolean) => {
    form.setValue('on', on, { shouldDirty: true });
    void form.handleSubmit(frame.submit)();
  };
  return (
    <Paper withBorder radius="md" p="md">
      <FormFrame form={form} frame={frame} data-testid="light-switch-control">
        <Stack gap="md">
          <Group gap="sm">
            <Button onClick={() => quick(true)} disabled={disabled || light.on} data-testid="light-switch-on">
              {intl.formatMessage(m.switchOn)}
            </Button>
            <Button
              variant="default"
              onClick={() => quick(false)}
              disabled={disabled || !light.on}
              data-testid="light-switch-off"
            >
              {intl.formatMessage(m.switchOff)}
            </Button>
            {waiting && (
              <Group gap={6} role="status">
                <Loader size="xs" />
                <Text size="sm" c="gray.7">
                  {intl.formatMessage(m.switching)}
                </Text>
              </Group>
            )}
          </Group>
          <FormField
            name="on"
            render={(field) => (
              <Switch
                label={intl.formatMessage(m.light)}
                checked={field.value === true}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                disabled={disabled}
                data-testid="light-switch-toggle"
              />
            )}
          />
          <FormField
            name="level"
            render={(field) => (
              <Stack gap={4}>
                <Text size="sm" fw={500} id="light-level-label">
                  {intl.formatMessage(m.levelLabel)}
                </Text>
                <Slider
                  min={0}
                  max={100}
                  step={5}
                  value={typeof field.value === 'number' ? field.value : 0}
                  onChange={(value) => field.onChange(value)}
                  disabled={disabled}
                  label={(value) => intl.formatMessage(m.percent, { value })}
                  marks={[{ value: 0 }, { value: 50 }, { value: 100 }]}
                  thumbProps={{ 'aria-labelledby': 'light-level-label' }}
                  data-testid="light-switch-level"
                />
                {field.error && (
                  <Text size="xs" c="red.8" role="alert">
                    {field.error}
                  </Text>
                )}
              </Stack>
            )}
          />
          <Group justify="flex-end">
            <Button type="submit" variant="light" disabled={disabled} loading={sending} data-testid="light-switch-send">
              {intl.formatMessage(m.setLevel)}
            </Button>
          </Group>
          {!ready && (
            <Text size="sm" c="gray.7">
              {intl.formatMessage(m.cannotSwitch)}
            </Text>
          )}
        </Stack>
      </FormFrame>
    </Paper>
  );
}
