import { Group } from '@mantine/core';
import { CounterInput } from './CounterInput.tsx';

export function Counters() {
  return (
    <Group align="flex-start">
      <CounterInput label="days for unit availability" min={1} max={365} defaultValue={30} w={220} />
      <CounterInput label="copies" defaultValue={1} w={220} />
      <CounterInput label="offset" min={null} defaultValue={0} w={220} />
    </Group>
  );
}
