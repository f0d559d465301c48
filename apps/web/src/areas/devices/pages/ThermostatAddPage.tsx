import { devices } from '@lintel/contracts';
import { FormField, FormTextInput, useSchemaForm, useToast } from '@lintel/ui';
import { Button, Group, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { FormFrame, useFormFrame } from '../../../app/kit/FormFrame.tsx';
import { useModalStack } from '../../../app/routing/ModalStack.tsx';
import { href } from '../../../app/routing/table.ts';
import { useAddThermostatMutation } from '../api/thermostats.ts';
import { UnitPicker } from '../components/thermostat/UnitPicker.tsx';
import { thermostatMessages as m } from '../thermostats.messages.ts';

/**
 * /iot/thermostats/add: name, serial number and unit. Saved, the thermostat is INSTALLING and its
 * details open in place of the form, where it is seen to become INSTALLED.
 */
export default function ThermostatAddPage() {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const stack = useModalStack();
  const add = useAddThermostatMutation();
  const form = useSchemaForm(devices.thermostats.thermostatCreateInput, {
    defaultValues: { name: '', serial: '', unitId: '' },
  });
  const frame = useFormFrame(form, add, {
    onSaved: (answer) => {
      toast.success(m.added);
      navigate(href('iot.thermostats.details', { id: answer.deviceId }), {
        replace: true,
        state: stack.state ? { modal: stack.state } : null,
      });
    },
  });
  return (
    <FormFrame form={form} frame={frame} data-testid="thermostat-add-form">
      <Stack gap="md" maw={520}>
        <FormTextInput
          name="name"
          label={intl.formatMessage(m.name)}
          required
          maxLength={100}
          data-testid="thermostat-add-name"
        />
        <FormTextInput
          name="serial"
          label={intl.formatMessage(m.serial)}
          required
          maxLength={100}
          data-testid="thermostat-add-serial"
        />
        <FormField
          name="unitId"
          render={(field) => (
            <UnitPicker
              value={(field.value as string) || null}
              onChange={(unitId) => field.onChange(unitId ?? '')}
              onBlur={field.onBlur}
              error={field.error}
              disabled={field.disabled}
              testId="thermostat-add-unit"
            />
          )}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => stack.close()}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button type="submit" loading={frame.saving} data-testid="thermostat-add-save">
            {intl.formatMessage(m.save)}
          </Button>
        </Group>
      </Stack>
    </FormFrame>
  );
}
