import { Button, Group } from '@mantine/core';
import { useToast } from './ToastProvider.tsx';

export function EveryType() {
  const toast = useToast();
  return (
    <Group>
      <Button variant="light" onClick={() => toast.success('settings successfully saved')}>
        success
      </Button>
      <Button variant="light" color="red" onClick={() => toast.error(new Error('error signing out'))}>
        error
      </Button>
      <Button variant="light" color="orange" onClick={() => toast.warning()}>
        warning (default text)
      </Button>
      <Button variant="light" onClick={() => toast.brand('A new version of the portal is available.')}>
        brand
      </Button>
      <Button variant="default" onClick={() => toast.info('Total: 12 items')}>
        default
      </Button>
    </Group>
  );
}
