import { Chip, Group } from '@mantine/core';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { sensorMessages as m } from '../sensors.messages.ts';

/**
 * On/off filters of a device list, kept in the URL (`<name>=true`); changing one goes back to page one.
 */
export function SensorFilters({
  filters,
  params,
  setParams,
  testId,
}: {
  filters: readonly { name: string; label: MessageDescriptor }[];
  params: URLSearchParams;
  setParams: (update: (prev: URLSearchParams) => URLSearchParams) => void;
  testId: string;
}) {
  const intl = useIntl();
  const active = filters.filter((f) => params.get(f.name) === 'true').map((f) => f.name);
  const onChange = (values: string[]) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const f of filters) {
        if (values.includes(f.name)) next.set(f.name, 'true');
        else next.delete(f.name);
      }
      next.delete('page');
      return next;
    });
  return (
    <Chip.Group multiple value={active} onChange={onChange}>
      <Group gap="xs" role="group" aria-label={intl.formatMessage(m.filters)} data-testid={testId}>
        {filters.map((f) => (
          <Chip key={f.name} value={f.name} variant="outline" size="sm" data-testid={`${testId}-${f.name}`}>
            {intl.formatMessage(f.label)}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}

/** The value of an on/off filter of the URL for the list query. */
export const urlFlag = (params: URLSearchParams, name: string): 'true' | undefined =>
  params.get(name) === 'true' ? 'true' : undefined;
