import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useColumnMemory } from '../../../app/kit/useColumnMemory.ts';
import { useModalStack } from '../../../app/routing/ModalStack.tsx';
import { LOCK_COLUMNS_CHANGED, LOCKS_TABLE_ID, lockColumns } from '../components/lockColumns.tsx';
import { lockMessages as m } from '../locks.messages.ts';

/**
 * /iot/locks/columns: the locks table's column chooser as its own route (part 3 section 2), over the
 * list. It writes the same remembered columns as the table's own chooser, and the table follows.
 */
export default function LockColumnsPage() {
  const intl = useIntl();
  const stack = useModalStack();
  const columns = lockColumns(intl);
  const optional = columns.filter((c) => !c.required);
  const memory = useColumnMemory(
    LOCKS_TABLE_ID,
    columns.filter((c) => c.hiddenByDefault).map((c) => c.id),
  );
  const toggle = (id: string, shown: boolean) => {
    memory.setHidden(shown ? memory.hidden.filter((h) => h !== id) : [...memory.hidden, id]);
    window.dispatchEvent(new Event(LOCK_COLUMNS_CHANGED));
  };
  return (
    <Stack gap="md" data-testid="lock-columns">
      <Text size="sm">{intl.formatMessage(m.columnsHint)}</Text>
      <Stack gap="xs">
        {optional.map((column) => (
          <Checkbox
            key={column.id}
            label={column.header}
            checked={!memory.hidden.includes(column.id)}
            onChange={(event) => toggle(column.id, event.currentTarget.checked)}
            data-testid={`lock-column-${column.id}`}
          />
        ))}
      </Stack>
      <Group justify="flex-end">
        <Button onClick={() => stack.close()} data-testid="lock-columns-done">
          {intl.formatMessage(m.columnsDone)}
        </Button>
      </Group>
    </Stack>
  );
}
