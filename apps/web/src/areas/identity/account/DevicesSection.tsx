import type { TrustedDevice } from '@lintel/contracts/auth';
import { useConfirm, useToast } from '@lintel/ui';
import { Badge, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { useForgetDeviceMutation, useTrustedDevicesQuery } from '../api/account.ts';
import { accountMessages as m } from '../messages.ts';
import { dateTime, deviceLabel } from './deviceLabel.ts';
import { Section } from './Section.tsx';

/** Trusted devices: the ones that skip the code step; forgetting one asks for the code there again. */
export function DevicesSection() {
  const intl = useIntl();
  const toast = useToast();
  const ask = useConfirm();
  const devices = useTrustedDevicesQuery();
  const forget = useForgetDeviceMutation();
  const list = devices.data?.devices;

  const forgetDevice = async (device: TrustedDevice) => {
    const label = deviceLabel(intl, device);
    const yes = await ask({
      id: 'forget-device',
      confirmationMessage: intl.formatMessage(m.forgetDeviceConfirm, { device: label }),
      confirmBtnText: intl.formatMessage(m.forgetDevice),
      confirmationType: 'warning',
    });
    if (!yes) return;
    try {
      await forget.mutateAsync(device.id);
      toast.success(intl.formatMessage(m.deviceForgotten));
    } catch (error) {
      toast.error(error);
    }
  };

  return (
    <Section
      title={intl.formatMessage(m.devicesTitle)}
      help={intl.formatMessage(m.devicesHelp)}
      testId="account-devices"
    >
      {!list ? (
        <QueryState query={devices} failed={intl.formatMessage(m.devicesFailed)} testId="devices-error" />
      ) : list.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="devices-empty">
          {intl.formatMessage(m.noDevices)}
        </Text>
      ) : (
        <Stack gap="sm">
          {list.map((device, index) => {
            const label = deviceLabel(intl, device);
            return (
              <Fragment key={device.id}>
                {index > 0 ? <Divider /> : null}
                <Group justify="space-between" wrap="wrap" gap="xs" data-testid="device-row">
                  <Stack gap={2} style={{ minWidth: 0, flex: '1 1 260px' }}>
                    <Group gap="xs">
                      <Text fw={600} size="sm">
                        {label}
                      </Text>
                      {device.current ? (
                        <Badge size="sm" variant="light" color="lintel">
                          {intl.formatMessage(m.thisDevice)}
                        </Badge>
                      ) : null}
                    </Group>
                    <Text size="xs" c="gray.7">
                      {intl.formatMessage(m.trustedSince, {
                        date: intl.formatDate(device.createdAt, dateTime),
                        until: intl.formatDate(device.expiresAt, dateTime),
                      })}
                    </Text>
                  </Stack>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    disabled={forget.isPending}
                    onClick={() => void forgetDevice(device)}
                    aria-label={intl.formatMessage(m.forgetDeviceLabel, { device: label })}
                  >
                    {intl.formatMessage(m.forgetDevice)}
                  </Button>
                </Group>
              </Fragment>
            );
          })}
        </Stack>
      )}
    </Section>
  );
}
