import { Button, Group, Stack, Text } from '@mantine/core';
import { Popover } from './Popover.tsx';

export function Positions() {
  return (
    <Group>
      {(['auto', 'top', 'right', 'bottom', 'left', 'middle'] as const).map((position) => (
        <Popover key={position} position={position} target={<Button variant="default">{position}</Button>}>
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              Filters
            </Text>
            <Text size="sm">Created from, Created to</Text>
          </Stack>
        </Popover>
      ))}
      <Popover placement="inside" target={<Button variant="light">inside</Button>}>
        <Text size="sm">stays in its container</Text>
      </Popover>
    </Group>
  );
}
