import { devices } from '@lintel/contracts';
import type { ThermostatSettings } from '@lintel/contracts/devices/thermostats';
import { gate } from '@lintel/permissions';
import { FormField, useSchemaForm, useToast } from '@lintel/ui';
import { Button, Group, SimpleGrid, Stack, Switch } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { FormFrame, useFormFrame } from '../../../app/kit/FormFrame.tsx';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { usePermissions } from '../../../app/permissions/PermissionsProvider.tsx';
import { useModalStack } from '../../../app/routing/ModalStack.tsx';
import { useSaveSettingsMutation, useSettingsQuery } from '../api/thermostats.ts';
import { FormChoice, FormWholeNumber } from '../components/thermostat/fields.tsx';
import { thermostatMessages as m } from '../thermostats.messages.ts';

const fanLabels = { AUTO: m.fanAUTO, ON: m.fanON, CIRCULATE: m.fanCIRCULATE } as const;

function SettingsForm({ id, settings, editable }: { id: string; settings: ThermostatSettings; editable: boolean }) {
  const intl = useIntl();
  const toast = useToast();
  const stack = useModalStack();
  const save = useSaveSettingsMutation(id);
  const form = useSchemaForm(devices.thermostats.thermostatSettings, { defaultValues: settings, disabled: !editable });
  const frame = useFormFrame(form, save, {
    onSaved: () => {
      toast.success(m.settingsSaved);
      stack.close();
    },
  });
  return (
    <FormFrame form={form} frame={frame} data-testid="thermostat-settings">
      <Stack gap="md" maw={560}>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <FormChoice
            name="fanMode"
            label={intl.formatMessage(m.fanMode)}
            data={devices.thermostats.FAN_MODES.map((value) => ({
              value,
              label: intl.formatMessage(fanLabels[value]),
            }))}
          />
          <FormWholeNumber name="temperatureOffset" label={intl.formatMessage(m.temperatureOffset)} />
          <FormWholeNumber name="reportingMinutes" label={intl.formatMessage(m.reportingMinutes)} />
        </SimpleGrid>
        <FormField
          name="keypadLocked"
          render={(field) => (
            <Switch
              label={intl.formatMessage(m.keypadLocked)}
              checked={Boolean(field.value)}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              disabled={field.disabled}
            />
          )}
        />
        {editable && (
          <Group justify="flex-end">
            <Button variant="default" onClick={() => stack.close()}>
              {intl.formatMessage(m.cancel)}
            </Button>
            <Button type="submit" loading={frame.saving} data-testid="thermostat-settings-save">
              {intl.formatMessage(m.save)}
            </Button>
          </Group>
        )}
      </Stack>
    </FormFrame>
  );
}

/**
 * /iot/thermostats/:id/advanced-settings: kept in the device's config and sent with CONFIGURE
 * (D192); read with THERMOSTAT_READ, changed with THERMOSTAT_RESET (D190).
 */
export default function ThermostatSettingsPage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const query = useSettingsQuery(id);
  const editable = usePermissions().can(gate.key('THERMOSTAT_RESET'));
  if (!query.data) return <QueryState query={query} failed={intl.formatMessage(m.oneFailed)} />;
  return <SettingsForm id={id} settings={query.data} editable={editable} />;
}
