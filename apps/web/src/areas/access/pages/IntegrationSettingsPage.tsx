import { access } from '@lintel/contracts';
import type { AutoApplySettings } from '@lintel/contracts/access/integration-queue';
import { FormField, Toggle, useSchemaForm, useToast } from '@lintel/ui';
import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { FormFrame, FormFrameError, useFormFrame } from '../../../app/kit/FormFrame.tsx';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { usePermissions } from '../../../app/permissions/PermissionsProvider.tsx';
import { href } from '../../../app/routing/table.ts';
import { useAutoApplySettingsQuery, useSaveAutoApplySettingsMutation } from '../api/integrationQueue.ts';
import { DATE_TIME } from '../components/states.ts';
import { integrationMessages as m } from '../integration-queue.messages.ts';
import { accessMessages as am } from '../messages.ts';

/** Each switch with its words and the execute key switching it on needs (D224). */
const SWITCHES = [
  { name: 'autoApplyMoveIns', label: m.autoApplyMoveIns, key: 'LEASE_EXECUTE_MOVE_IN', keyNote: m.moveInsKey },
  { name: 'autoApplyMoveOuts', label: m.autoApplyMoveOuts, key: 'LEASE_EXECUTE_MOVE_OUT', keyNote: m.moveOutsKey },
] as const;

type Saved = AutoApplySettings & { updatedByName: string | null; updatedAt: string | null };

/**
 * /iot/integration-queue/auto-apply-settings (part 3 section 2 "Integration queue", D224): whether the
 * PMS's move-ins and move-outs are applied on their due date without anyone, and who changed that last.
 * Read with the read-config key; saving needs an execute key as well, and switching a kind on that
 * move's own: the server's refusal shows on the form, which keeps the choice.
 */
export default function IntegrationSettingsPage() {
  const intl = useIntl();
  const query = useAutoApplySettingsQuery();
  if (!query.data)
    return (
      <QueryState query={query} failed={intl.formatMessage(m.settingsFailed)} testId="integration-settings-error" />
    );
  return <AutoApplyForm saved={query.data} />;
}

function AutoApplyForm({ saved }: { saved: Saved }) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const permissions = usePermissions();
  const can = (key: string) => permissions.can({ key });
  const mayChange = can('LEASE_EXECUTE_MOVE_IN') || can('LEASE_EXECUTE_MOVE_OUT');
  const save = useSaveAutoApplySettingsMutation();
  const form = useSchemaForm(access.integrationQueue.autoApplySettings, {
    defaultValues: { autoApplyMoveIns: saved.autoApplyMoveIns, autoApplyMoveOuts: saved.autoApplyMoveOuts },
  });
  const frame = useFormFrame(form, save, {
    onSaved: (result) => {
      toast.success(m.settingsSaved);
      form.reset({ autoApplyMoveIns: result.autoApplyMoveIns, autoApplyMoveOuts: result.autoApplyMoveOuts });
    },
  });

  const when = saved.updatedAt ? intl.formatDate(saved.updatedAt, DATE_TIME) : null;
  const lastChanged = when
    ? saved.updatedByName
      ? intl.formatMessage(m.lastChanged, { name: saved.updatedByName, when })
      : intl.formatMessage(m.lastChangedAt, { when })
    : intl.formatMessage(m.neverChanged);

  return (
    <FormFrame form={form} frame={frame} errorAt="none" data-testid="integration-settings-form">
      <Stack gap="md" maw={640}>
        <Text size="sm" c="gray.7">
          {intl.formatMessage(m.autoApplyHint)}
        </Text>
        <Card withBorder padding="md">
          <Stack gap="lg">
            {SWITCHES.map((item) => (
              <FormField
                key={item.name}
                name={item.name}
                render={(field) => (
                  <Toggle
                    label={intl.formatMessage(item.label)}
                    description={mayChange && !can(item.key) ? intl.formatMessage(item.keyNote) : undefined}
                    checked={field.value === true}
                    onChange={(checked) => field.onChange(checked)}
                    onBlur={field.onBlur}
                    error={field.error}
                    disabled={field.disabled || !mayChange}
                    data-testid={`integration-settings-${item.name}`}
                  />
                )}
              />
            ))}
          </Stack>
        </Card>
        <Text size="sm" c="gray.7" data-testid="integration-settings-updated" data-by={saved.updatedByName ?? ''}>
          {lastChanged}
        </Text>
        {!mayChange && (
          <Alert color="gray" variant="light" data-testid="integration-settings-read-only">
            {intl.formatMessage(m.readOnly)}
          </Alert>
        )}
        <FormFrameError frame={frame} />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => navigate(href('iot.integration-queue.index'))}>
            {intl.formatMessage(mayChange ? am.cancel : m.backToQueue)}
          </Button>
          {mayChange && (
            <Button type="submit" loading={frame.saving} data-testid="integration-settings-save">
              {intl.formatMessage(am.save)}
            </Button>
          )}
        </Group>
      </Stack>
    </FormFrame>
  );
}
