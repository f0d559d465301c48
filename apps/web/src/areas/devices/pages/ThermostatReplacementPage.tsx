import { devices } from '@lintel/contracts';
import { FormTextInput, useSchemaForm, useToast } from '@lintel/ui';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { FormFrame, useFormFrame } from '../../../app/kit/FormFrame.tsx';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { useModalStack } from '../../../app/routing/ModalStack.tsx';
import { href } from '../../../app/routing/table.ts';
import { useReplaceMutation, useThermostatQuery } from '../api/thermostats.ts';
import { thermostatMessages as m } from '../thermostats.messages.ts';

/**
 * /iot/thermostats/:id/replacement: a broken thermostat is replaced by a new serial number (D193).
 * The new one's details open in place of the form, where it is seen to install.
 */
export default function ThermostatReplacementPage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const query = useThermostatQuery(id);
  const replace = useReplaceMutation(id);
  const toast = useToast();
  const navigate = useNavigate();
  const stack = useModalStack();
  const form = useSchemaForm(devices.thermostats.replacementInput, { defaultValues: { serial: '' } });
  const frame = useFormFrame(form, replace, {
    toVariables: (values) => values.serial,
    onSaved: (answer) => {
      toast.success(m.replaced);
      navigate(href('iot.thermostats.details', { id: answer.deviceId }), {
        replace: true,
        state: stack.state ? { modal: stack.state } : null,
      });
    },
  });
  if (!query.data) return <QueryState query={query} failed={intl.formatMessage(m.oneFailed)} />;
  const thermostat = query.data;
  return (
    <FormFrame form={form} frame={frame} data-testid="thermostat-replacement">
      <Stack gap="md" maw={520}>
        <Text size="sm">
          {intl.formatMessage(m.replacementNote, {
            name: thermostat.name,
            unit: thermostat.unitName ?? intl.formatMessage(m.noUnit),
          })}
        </Text>
        <FormTextInput
          name="serial"
          label={intl.formatMessage(m.newSerial)}
          required
          maxLength={100}
          data-testid="thermostat-replacement-serial"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => stack.close()}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button type="submit" loading={frame.saving} data-testid="thermostat-replacement-save">
            {intl.formatMessage(m.replace)}
          </Button>
        </Group>
      </Stack>
    </FormFrame>
  );
}
