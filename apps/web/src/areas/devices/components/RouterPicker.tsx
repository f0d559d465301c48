import type { DeviceRouter } from '@lintel/contracts/devices/sensors';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { type QueryLike, QueryState } from '../../../app/kit/QueryState.tsx';
import { useModalStack } from '../../../app/routing/ModalStack.tsx';
import { sensorMessages as m } from '../sensors.messages.ts';
import { ConnectionBadge } from './SensorBadges.tsx';
import { draftQuery } from './SensorCreateForm.tsx';

/**
 * Select router: the routers of the device's family with their connection and how many devices
 * each serves. Choosing one goes back to the create form with the draft and the router.
 */
export function RouterPicker({
  query,
  createHref,
  testId,
}: {
  query: QueryLike & { data?: DeviceRouter[] | undefined };
  createHref: (draft: Record<string, string>) => string;
  testId: string;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const stack = useModalStack();
  const [params] = useSearchParams();
  if (!query.data) return <QueryState query={query} failed={intl.formatMessage(m.failedList)} />;
  if (query.data.length === 0) return <Text c="gray.7">{intl.formatMessage(m.noRouters)}</Text>;
  const choose = (routerId: string) => {
    const draft = draftQuery({
      name: params.get('name'),
      serial: params.get('serial'),
      unitId: params.get('unitId'),
      routerId,
    });
    // Back to the form it came from, in its place on the stack.
    navigate(createHref(draft), { replace: true, state: stack.state ? { modal: stack.state } : null });
  };
  const current = params.get('routerId');
  return (
    <Stack gap="sm" data-testid={testId}>
      {query.data.map((router) => (
        <Paper key={router.id} withBorder p="sm" radius="sm" data-testid={`${testId}-row`}>
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Stack gap={2}>
              <Group gap="xs">
                <Text fw={500}>{router.name}</Text>
                <ConnectionBadge state={router.connection} />
              </Group>
              <Text size="sm" c="gray.7">
                {router.externalId} · {intl.formatMessage(m.routerDevices, { count: router.deviceCount })}
              </Text>
            </Stack>
            <Button
              variant={router.id === current ? 'filled' : 'light'}
              onClick={() => choose(router.id)}
              data-testid={`${testId}-use`}
            >
              {intl.formatMessage(m.useRouter, { name: router.name })}
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
