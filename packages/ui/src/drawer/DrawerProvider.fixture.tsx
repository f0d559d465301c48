import { Button, Stack, Text } from '@mantine/core';
import { useDrawer } from './DrawerProvider.tsx';

function LockSummary({ name, battery }: { name: string; battery: number }) {
  return (
    <Stack gap="xs">
      <Text fw={600}>{name}</Text>
      <Text size="sm">battery {battery}%</Text>
    </Stack>
  );
}

export function OpenDrawer() {
  const drawer = useDrawer();
  return (
    <Button
      variant="light"
      onClick={() =>
        drawer.open(LockSummary, { name: 'Front door, building A', battery: 82 }, { title: 'lock details' })
      }
    >
      open drawer
    </Button>
  );
}
