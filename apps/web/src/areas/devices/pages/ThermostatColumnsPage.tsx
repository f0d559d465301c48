import { Button, Checkbox, Group, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useColumnMemory } from '../../../app/kit/useColumnMemory.ts';
import { useModalStack } from '../../../app/routing/ModalStack.tsx';
import { HIDDEN_BY_DEFAULT, THERMOSTAT_COLUMNS, THERMOSTATS_TABLE_ID } from '../components/thermostat/columns.ts';
import { thermostatMessages as m } from '../thermostats.messages.ts';

/**
 * /iot/thermostats/columns: the list's column chooser as a route. It writes the same per-user memory
 * as the table's own chooser; the name column always shows.
 */
export default function ThermostatColumnsPage() {
  const intl = useIntl();
  const stack = useModalStack();
  const memory = useColumnMemory(THERMOSTATS_TABLE_ID, HIDDEN_BY_DEFAULT);
  const shown = THERMOSTAT_COLUMNS.filter((c) => !memory.hidden.includes(c.id)).map((c) => c.id);
  return (
    <Stack gap="md" data-testid="thermostat-columns">
      <Checkbox.Group
        label={intl.formatMessage(m.columnsTitle)}
        value={shown}
        onChange={(ids) => memory.setHidden(THERMOSTAT_COLUMNS.filter((c) => !ids.includes(c.id)).map((c) => c.id))}
      >
        <Stack gap="xs" mt="xs">
          {THERMOSTAT_COLUMNS.map((column) => (
            <Checkbox key={column.id} value={column.id} label={intl.formatMessage(column.label)} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Group justify="flex-end">
        <Button onClick={() => stack.close()} data-testid="thermostat-columns-done">
          {intl.formatMessage(m.apply)}
        </Button>
      </Group>
    </Stack>
  );
}
