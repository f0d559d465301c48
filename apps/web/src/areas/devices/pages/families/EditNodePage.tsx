import { devices } from '@lintel/contracts';
import type { CloudNode, NodeInput } from '@lintel/contracts/devices/lock-families';
import { gate } from '@lintel/permissions';
import { FormField, FormTextInput, useSchemaForm, useToast } from '@lintel/ui';
import { Button, Fieldset, Group, NumberInput, Stack, Switch } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { FormFrame, useFormFrame } from '../../../../app/kit/FormFrame.tsx';
import { QueryState } from '../../../../app/kit/QueryState.tsx';
import { usePermissions } from '../../../../app/permissions/PermissionsProvider.tsx';
import { usePdkNodeQuery, useUpdatePdkNodeMutation } from '../../api/lock-families.ts';
import { lockFamilyMessages as m } from '../../lock-families.messages.ts';

/** /iot/locks/management/pdk/node-settings/:id (edit node, a drawer): read-only without PDK_DOOR_UPDATE. */
export default function EditNodePage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const query = usePdkNodeQuery(id);
  if (!query.data) return <QueryState query={query} failed={intl.formatMessage(m.failed)} />;
  return <NodeForm node={query.data} />;
}

function NodeForm({ node }: { node: CloudNode }) {
  const intl = useIntl();
  const toast = useToast();
  const canEdit = usePermissions().can(gate.key('PDK_DOOR_UPDATE'));
  const form = useSchemaForm(devices.lockFamilies.nodeInput, {
    defaultValues: { name: node.name, settings: node.settings } satisfies NodeInput,
  });
  const frame = useFormFrame(form, useUpdatePdkNodeMutation(node.id), {
    onSaved: (saved) => {
      form.reset({ name: saved.name, settings: saved.settings });
      toast.success(m.saved);
    },
  });
  const number = (name: string, label: string) => (
    <FormField
      name={name}
      render={(field) => (
        <NumberInput
          {...field}
          value={field.value as number}
          label={label}
          allowDecimal={false}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : Number(value))}
        />
      )}
    />
  );
  return (
    <FormFrame form={form} frame={frame} data-testid="pdk-node-form">
      <Fieldset variant="unstyled" disabled={!canEdit} p={0}>
        <Stack gap="md" maw={480}>
          <FormTextInput name="name" label={intl.formatMessage(m.name)} required />
          <FormTextInput name="settings.timeZone" label={intl.formatMessage(m.timeZone)} required />
          {number('settings.heartbeatSeconds', intl.formatMessage(m.heartbeatSeconds))}
          {number('settings.offlineAfterMinutes', intl.formatMessage(m.offlineAfterMinutes))}
          <FormField
            name="settings.autoFirmwareUpdate"
            render={(field) => (
              <Switch
                name={field.name}
                checked={Boolean(field.value)}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                onBlur={field.onBlur}
                disabled={field.disabled}
                label={intl.formatMessage(m.autoFirmwareUpdate)}
              />
            )}
          />
          {canEdit && (
            <Group>
              <Button type="submit" loading={frame.saving} data-testid="pdk-node-save">
                {intl.formatMessage(m.save)}
              </Button>
            </Group>
          )}
        </Stack>
      </Fieldset>
    </FormFrame>
  );
}
