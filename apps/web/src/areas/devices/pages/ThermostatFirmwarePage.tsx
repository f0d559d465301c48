import { useToast } from '@lintel/ui';
import { Alert, Button, Checkbox, Group, Progress, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { useFirmwareMutation, useThermostatsQuery } from '../api/thermostats.ts';
import { useLiveChanges, withChange } from '../components/thermostat/live.ts';
import { thermostatMessages as m } from '../thermostats.messages.ts';

/**
 * /iot/thermostats/update-firmware: choose installed thermostats and a version, start a
 * FIRMWARE_UPDATE on each, and watch each one's progress live (the device reports it per step).
 */
export default function ThermostatFirmwarePage() {
  const intl = useIntl();
  const toast = useToast();
  const [chosen, setChosen] = useState<string[]>([]);
  const [version, setVersion] = useState('2.1.0');
  const [started, setStarted] = useState<{ ids: string[]; version: string } | null>(null);
  // While updates run the list is asked again every 2 s too, so progress shows even without the socket.
  const query = useThermostatsQuery(
    { page: 0, size: 100, sort: 'name,asc', q: '', installState: 'INSTALLED' },
    started ? 2000 : false,
  );
  const changes = useLiveChanges();
  const start = useFirmwareMutation();
  const [failure, setFailure] = useState<string | null>(null);
  if (!query.data) return <QueryState query={query} failed={intl.formatMessage(m.failed)} />;
  const rows = query.data.content.map((row) => withChange(row, changes[row.id]));

  const submit = async () => {
    setFailure(null);
    try {
      await start.mutateAsync({ thermostatIds: chosen, version: version.trim() });
      setStarted({ ids: chosen, version: version.trim() });
      await query.refetch();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      toast.error(error);
    }
  };

  if (started) {
    return (
      <Stack gap="sm" data-testid="firmware-progress">
        {rows
          .filter((row) => started.ids.includes(row.id))
          .map((row) => {
            const done = row.firmwareProgress === null && row.firmware === started.version;
            const value = done ? 100 : (row.firmwareProgress ?? 0);
            return (
              <Stack key={row.id} gap={4} data-testid="firmware-row">
                <Group justify="space-between">
                  <Text size="sm" fw={500}>
                    {row.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {done
                      ? intl.formatMessage(m.updateDone, { version: started.version })
                      : value === 0
                        ? intl.formatMessage(m.updateWaiting)
                        : intl.formatMessage(m.percent, { value })}
                  </Text>
                </Group>
                <Progress value={value} aria-label={intl.formatMessage(m.progress, { name: row.name })} />
              </Stack>
            );
          })}
      </Stack>
    );
  }

  return (
    <Stack gap="md" data-testid="firmware-form">
      <TextInput
        label={intl.formatMessage(m.version)}
        value={version}
        onChange={(event) => setVersion(event.currentTarget.value)}
        maw={240}
        required
      />
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {intl.formatMessage(m.noInstalled)}
        </Text>
      ) : (
        <Checkbox.Group label={intl.formatMessage(m.chooseThermostats)} value={chosen} onChange={setChosen}>
          <Stack gap={6} mt="xs">
            {rows.map((row) => (
              <Checkbox
                key={row.id}
                value={row.id}
                label={`${row.name} · ${row.firmware ?? intl.formatMessage(m.none)}`}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button onClick={submit} disabled={chosen.length === 0} loading={start.isPending} data-testid="firmware-start">
          {intl.formatMessage(m.startUpdate)}
        </Button>
      </Group>
    </Stack>
  );
}
