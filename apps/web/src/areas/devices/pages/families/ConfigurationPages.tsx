import { devices } from '@lintel/contracts';
import type { LockConfiguration } from '@lintel/contracts/devices/lock-families';
import { gate, type PermissionCheck } from '@lintel/permissions';
import { FormField, useSchemaForm, useToast } from '@lintel/ui';
import { Alert, Button, Fieldset, Group, NumberInput, Select, Stack, Switch, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { FormFrame, useFormFrame } from '../../../../app/kit/FormFrame.tsx';
import { QueryState } from '../../../../app/kit/QueryState.tsx';
import { usePermissions } from '../../../../app/permissions/PermissionsProvider.tsx';
import {
  type ConfigFamily,
  useConfigureMutation,
  useDefaultConfigurationQuery,
  useLockConfigurationQuery,
  useSaveDefaultConfigurationMutation,
} from '../../api/lock-families.ts';
import { lockFamilyMessages as m } from '../../lock-families.messages.ts';
import { LockHeader } from './parts.tsx';

const { SOUND_VOLUMES, lockConfiguration } = devices.lockFamilies;

const UPDATE_LOCK: Record<ConfigFamily, PermissionCheck> = {
  YALE: gate.key('YALE_LOCK_UPDATE_CONFIG'),
  ALLEGION: gate.key('ALLEGION_LOCK_UPDATE_CONFIG'),
};
const UPDATE_DEFAULT: Record<ConfigFamily, PermissionCheck> = {
  YALE: gate.key('YALE_LOCK_INSTALL'),
  ALLEGION: gate.allOf(gate.key('LOCK_DEFAULT_CONFIG_READ'), gate.key('ALLEGION_LOCK_UPDATE_CONFIG')),
};

/** The configuration fields, shared by a lock's configuration and the community's default. */
function ConfigurationForm({
  initial,
  save,
  editable,
  testId,
  children,
}: {
  initial: LockConfiguration;
  save: { mutateAsync: (values: LockConfiguration) => Promise<unknown>; isPending: boolean };
  editable: boolean;
  testId: string;
  children?: React.ReactNode;
}) {
  const intl = useIntl();
  const toast = useToast();
  const form = useSchemaForm(lockConfiguration, { defaultValues: initial });
  const frame = useFormFrame(form, save, {
    onSaved: (_, values) => {
      form.reset(values);
      toast.success(testId === 'lock-configuration' ? m.sent : m.saved);
    },
  });
  const number = (name: keyof LockConfiguration, min: number, max: number) => (
    <FormField
      name={name}
      render={(field) => (
        <NumberInput
          {...field}
          value={field.value as number}
          min={min}
          max={max}
          allowDecimal={false}
          label={intl.formatMessage(m[name])}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : Number(value))}
        />
      )}
    />
  );
  const toggle = (name: keyof LockConfiguration) => (
    <FormField
      name={name}
      render={(field) => (
        <Switch
          name={field.name}
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          onBlur={field.onBlur}
          disabled={field.disabled}
          label={intl.formatMessage(m[name])}
        />
      )}
    />
  );
  return (
    <FormFrame form={form} frame={frame} data-testid={testId}>
      <Stack gap="md" maw={480}>
        {children}
        <Fieldset variant="unstyled" disabled={!editable} p={0}>
          <Stack gap="md">
            {toggle('autoLock')}
            {number('autoRelockSeconds', 5, 300)}
            <FormField
              name="soundVolume"
              render={(field) => (
                <Select
                  {...field}
                  value={String(field.value)}
                  allowDeselect={false}
                  label={intl.formatMessage(m.soundVolume)}
                  data={SOUND_VOLUMES.map((volume) => ({
                    value: volume,
                    label: intl.formatMessage(m[`volume${volume}`]),
                  }))}
                />
              )}
            />
            {toggle('privacyButton')}
            {number('wrongCodeLimit', 1, 10)}
            {number('wrongCodeLockoutSeconds', 10, 600)}
          </Stack>
        </Fieldset>
        {editable && (
          <Group>
            <Button type="submit" loading={frame.saving} data-testid={`${testId}-save`}>
              {intl.formatMessage(m.save)}
            </Button>
          </Group>
        )}
      </Stack>
    </FormFrame>
  );
}

/** Lock configuration of a Yale or Allegion lock: sending a change is a CONFIGURE command. */
export function LockConfigurationPage({ family }: { family: ConfigFamily }) {
  const intl = useIntl();
  const { lockId = '' } = useParams();
  const query = useLockConfigurationQuery(family, lockId);
  const save = useConfigureMutation(family, lockId);
  const editable = usePermissions().can(UPDATE_LOCK[family]);
  if (!query.data) return <QueryState query={query} failed={intl.formatMessage(m.failed)} />;
  const { lock, configuration, appliedAt } = query.data;
  return (
    <Stack gap="lg">
      <LockHeader lock={lock} />
      <ConfigurationForm
        key={JSON.stringify(configuration)}
        initial={configuration}
        save={save}
        editable={editable}
        testId="lock-configuration"
      >
        <Text size="sm" c="dimmed" data-testid="lock-configuration-state">
          {appliedAt
            ? intl.formatMessage(m.appliedAt, {
                when: intl.formatDate(appliedAt, { dateStyle: 'medium', timeStyle: 'short' }),
              })
            : intl.formatMessage(m.pending)}
        </Text>
      </ConfigurationForm>
    </Stack>
  );
}

/** The community's default configuration of a family: what its locks are installed with from now on. */
export function DefaultConfigurationPage({ family }: { family: ConfigFamily }) {
  const intl = useIntl();
  const query = useDefaultConfigurationQuery(family);
  const save = useSaveDefaultConfigurationMutation(family);
  const editable = usePermissions().can(UPDATE_DEFAULT[family]);
  if (!query.data) return <QueryState query={query} failed={intl.formatMessage(m.failed)} />;
  return (
    <ConfigurationForm
      initial={query.data.configuration}
      save={save}
      editable={editable}
      testId="default-configuration"
    >
      <Text size="sm">{intl.formatMessage(m.defaultNote)}</Text>
      {query.data.updatedAt === null && (
        <Alert variant="light" color="blue" data-testid="default-configuration-built-in">
          {intl.formatMessage(m.defaultBuiltIn)}
        </Alert>
      )}
    </ConfigurationForm>
  );
}
