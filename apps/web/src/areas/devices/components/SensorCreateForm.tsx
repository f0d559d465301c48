import { devices } from '@lintel/contracts';
import type { DeviceCreateInput, DeviceRouter } from '@lintel/contracts/devices/sensors';
import { gate } from '@lintel/permissions';
import { FormField, FormTextInput, useSchemaForm, useToast } from '@lintel/ui';
import { Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { FormFrame, useFormFrame } from '../../../app/kit/FormFrame.tsx';
import { usePermissions } from '../../../app/permissions/PermissionsProvider.tsx';
import { useModalStack } from '../../../app/routing/ModalStack.tsx';
import { useUnitChoicesQuery } from '../api/sensors.ts';
import { sensorMessages as m } from '../sensors.messages.ts';
import { ConnectionBadge } from './SensorBadges.tsx';

const DRAFT_FIELDS = ['name', 'serial', 'unitId', 'routerId'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The draft of a create form, carried in the URL while the router is chosen (modal state rides on the URL). */
export function draftQuery(values: Partial<Record<(typeof DRAFT_FIELDS)[number], string | null | undefined>>) {
  return Object.fromEntries(DRAFT_FIELDS.flatMap((key) => (values[key] ? [[key, values[key] as string]] : [])));
}

/**
 * Add a leak sensor or a light switch: name, serial number, unit, and the router it joins (chosen
 * on the select router screen, which brings the draft back here). Saved, the device is created and
 * its install asked for; the details then show it installing, live.
 */
export function SensorCreateForm({
  routers,
  selectRouterHref,
  create,
  detailsHref,
  testId,
}: {
  routers: DeviceRouter[] | undefined;
  /** The select router screen's address with the draft in its query. */
  selectRouterHref: (draft: Record<string, string>) => string;
  create: { mutateAsync: (input: DeviceCreateInput) => Promise<{ id: string }>; isPending: boolean };
  detailsHref: (id: string) => string;
  testId: string;
}) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const stack = useModalStack();
  const permissions = usePermissions();
  const [params] = useSearchParams();
  const draft = (key: string) => params.get(key)?.slice(0, 100) ?? '';
  const routerId = UUID.test(draft('routerId')) ? draft('routerId') : '';
  const unitId = UUID.test(draft('unitId')) ? draft('unitId') : null;
  const form = useSchemaForm(devices.sensors.deviceCreateInput, {
    defaultValues: { name: draft('name'), serial: draft('serial'), unitId, routerId },
  });
  const frame = useFormFrame(form, create, {
    guard: false,
    fields: { DEVICE_SERIAL_TAKEN: 'serial' },
    onSaved: (created) => {
      toast.success(m.installStarted);
      stack.clear();
      navigate(detailsHref(created.id));
    },
  });
  const units = useUnitChoicesQuery(permissions.can(gate.key('CBR_LIVING_SPACES_VIEW')));
  const router = routers?.find((r) => r.id === routerId);
  const chooseRouter = () => {
    const { name, serial, unitId: unit } = form.getValues();
    navigate(selectRouterHref(draftQuery({ name, serial, unitId: unit, routerId })), {
      state: stack.state ? { modal: stack.state } : null,
    });
  };

  return (
    <FormFrame form={form} frame={frame} data-testid={testId}>
      <Stack gap="md" maw={520}>
        <FormTextInput name="name" label={intl.formatMessage(m.name)} required maxLength={100} />
        <FormTextInput name="serial" label={intl.formatMessage(m.serial)} required maxLength={100} />
        <FormField
          name="unitId"
          render={(field) => (
            <Select
              label={intl.formatMessage(m.unit)}
              placeholder={intl.formatMessage(m.unitPlaceholder)}
              name={field.name}
              data={units.data ?? []}
              value={(field.value as string | null | undefined) ?? null}
              onChange={(value) => field.onChange(value)}
              onBlur={field.onBlur}
              error={field.error}
              disabled={field.disabled}
              searchable
              clearable
              data-testid={`${testId}-unit`}
            />
          )}
        />
        <FormField
          name="routerId"
          render={(field) => (
            <Stack gap={4}>
              <Text size="sm" fw={500} component="span" id={`${testId}-router-label`}>
                {intl.formatMessage(m.router)}{' '}
                <Text span c="red.8" aria-hidden>
                  *
                </Text>
              </Text>
              <Paper withBorder p="sm" radius="sm" aria-labelledby={`${testId}-router-label`} role="group">
                <Group justify="space-between" gap="sm">
                  {router ? (
                    <Group gap="xs" data-testid={`${testId}-router`}>
                      <Text size="sm">{router.name}</Text>
                      <ConnectionBadge state={router.connection} />
                    </Group>
                  ) : (
                    <Text size="sm" c="gray.7">
                      {intl.formatMessage(m.noRouter)}
                    </Text>
                  )}
                  <Button variant="light" size="xs" onClick={chooseRouter} data-testid={`${testId}-choose-router`}>
                    {intl.formatMessage(router ? m.changeRouter : m.chooseRouter)}
                  </Button>
                </Group>
              </Paper>
              {field.error && (
                <Text size="xs" c="red.8" role="alert">
                  {routerId ? field.error : intl.formatMessage(m.routerRequired)}
                </Text>
              )}
            </Stack>
          )}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => stack.close()}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button type="submit" loading={create.isPending} data-testid={`${testId}-save`}>
            {intl.formatMessage(m.install)}
          </Button>
        </Group>
      </Stack>
    </FormFrame>
  );
}
