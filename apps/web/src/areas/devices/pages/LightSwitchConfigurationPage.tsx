import { devices } from '@lintel/contracts';
import type { LightSwitch } from '@lintel/contracts/devices/sensors';
import { FormField, useSchemaForm, useToast } from '@lintel/ui';
import { Button, Group, NumberInput, Select, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { FormFrame, useFormFrame } from '../../../app/kit/FormFrame.tsx';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { useModalStack } from '../../../app/routing/ModalStack.tsx';
import { useConfigureLightSwitchMutation, useLightSwitchQuery } from '../api/sensors.ts';
import { sensorMessages as m } from '../sensors.messages.ts';

const ledOptions = [
  { value: 'WHEN_OFF', label: m.ledWhenOff },
  { value: 'WHEN_ON', label: m.ledWhenOn },
  { value: 'NEVER', label: m.ledNever },
] as const;

/** A switch's configuration (D198): default level, fade time and LED indicator, sent as a CONFIGURE command. */
export default function LightSwitchConfigurationPage() {
  const intl = useIntl();
  const { lightSwitchId = '' } = useParams();
  const query = useLightSwitchQuery(lightSwitchId);
  if (!query.data) return <QueryState query={query} failed={intl.formatMessage(m.failedOne)} />;
  return <ConfigurationForm light={query.data} />;
}

function ConfigurationForm({ light }: { light: LightSwitch }) {
  const intl = useIntl();
  const toast = useToast();
  const stack = useModalStack();
  const configure = useConfigureLightSwitchMutation(light.id);
  const form = useSchemaForm(devices.sensors.lightSwitchConfig, { defaultValues: light.config });
  const frame = useFormFrame(form, configure, {
    onSaved: () => {
      toast.success(m.configSent);
      stack.close();
    },
  });
  const number = (name: 'defaultLevel' | 'fadeSeconds', label: string, max: number, description?: string) => (
    <FormField
      name={name}
      render={(field) => (
        <NumberInput
          label={label}
          description={description}
          name={field.name}
          value={typeof field.value === 'number' && !Number.isNaN(field.value) ? field.value : ''}
          onChange={(value) =>
            field.onChange(typeof value === 'number' ? value : value === '' ? Number.NaN : Number(value))
          }
          onBlur={field.onBlur}
          error={field.error}
          disabled={field.disabled}
          min={0}
          max={max}
          clampBehavior="none"
          allowDecimal={false}
          required
        />
      )}
    />
  );
  return (
    <FormFrame form={form} frame={frame} data-testid="light-switch-config">
      <Stack gap="md" maw={480}>
        {number('defaultLevel', intl.formatMessage(m.defaultLevel), 100, intl.formatMessage(m.defaultLevelHelp))}
        {number('fadeSeconds', intl.formatMessage(m.fadeSeconds), 60)}
        <FormField
          name="ledIndicator"
          render={(field) => (
            <Select
              label={intl.formatMessage(m.ledIndicator)}
              name={field.name}
              data={ledOptions.map((o) => ({ value: o.value, label: intl.formatMessage(o.label) }))}
              value={(field.value as string) ?? null}
              onChange={(value) => field.onChange(value)}
              onBlur={field.onBlur}
              error={field.error}
              disabled={field.disabled}
              allowDeselect={false}
              withAsterisk
            />
          )}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => stack.close()}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button type="submit" loading={configure.isPending} data-testid="light-switch-config-save">
            {intl.formatMessage(m.save)}
          </Button>
        </Group>
      </Stack>
    </FormFrame>
  );
}
