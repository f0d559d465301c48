import { useToast } from '@lintel/ui';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { useModalStack } from '../../../app/routing/ModalStack.tsx';
import { useSelectLocationMutation, useThermostatQuery } from '../api/thermostats.ts';
import { UnitPicker } from '../components/thermostat/UnitPicker.tsx';
import { thermostatMessages as m } from '../thermostats.messages.ts';

/**
 * /iot/thermostats/:id/select-location: moves the thermostat to another unit (D194: the portal's
 * record, no command to the device; the move is written to its log).
 */
export default function ThermostatLocationPage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const query = useThermostatQuery(id);
  const move = useSelectLocationMutation(id);
  const stack = useModalStack();
  const toast = useToast();
  const [unitId, setUnitId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (!query.data) return <QueryState query={query} failed={intl.formatMessage(m.oneFailed)} />;
  const thermostat = query.data;
  const save = async () => {
    if (!unitId) return;
    setFailure(null);
    try {
      const moved = await move.mutateAsync(unitId);
      toast.success(intl.formatMessage(m.moved, { unit: moved.unitName ?? '' }));
      stack.close();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <Stack gap="md" maw={520} data-testid="thermostat-location">
      <Text size="sm">
        {thermostat.name} · {thermostat.unitName ?? intl.formatMessage(m.noUnit)}
      </Text>
      <UnitPicker value={unitId} onChange={setUnitId} testId="thermostat-location-unit" />
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={() => stack.close()}>
          {intl.formatMessage(m.cancel)}
        </Button>
        <Button onClick={save} disabled={!unitId} loading={move.isPending} data-testid="thermostat-location-save">
          {intl.formatMessage(m.save)}
        </Button>
      </Group>
    </Stack>
  );
}
