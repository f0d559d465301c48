import { access } from '@lintel/contracts';
import type { QueueSettings } from '@lintel/contracts/access/residents-queue';
import { FormField, useSchemaForm, useToast } from '@lintel/ui';
import { Button, Checkbox, Group, NumberInput, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { FormFrame, useFormFrame } from '../../../app/kit/FormFrame.tsx';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { href } from '../../../app/routing/table.ts';
import { useQueueSettingsQuery, useSaveQueueSettingsMutation } from '../api/residentsQueue.ts';
import { accessMessages as m } from '../messages.ts';

const SWITCHES = [
  ['showMoveIns', m.showMoveIns],
  ['showMoveOuts', m.showMoveOuts],
  ['showSettled', m.showSettled],
] as const;

/**
 * /iot/residents-queue/configuration ("displaying options", D219): which events the community's queue
 * shows (move-ins, move-outs, how many days ahead, the applied and skipped ones); saved, back to the queue.
 */
export default function QueueSettingsPage() {
  const intl = useIntl();
  const query = useQueueSettingsQuery();
  if (!query.data) return <QueryState query={query} failed={intl.formatMessage(m.settingsFailed)} />;
  return <QueueSettingsForm settings={query.data} />;
}

function QueueSettingsForm({ settings }: { settings: QueueSettings }) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const save = useSaveQueueSettingsMutation();
  const form = useSchemaForm(access.residentsQueue.queueSettings, { defaultValues: settings });
  const toQueue = () => navigate(href('iot.residents-queue.index'));
  const frame = useFormFrame(form, save, {
    onSaved: () => {
      toast.success(m.settingsSaved);
      toQueue();
    },
  });

  return (
    <FormFrame form={form} frame={frame} data-testid="queue-settings-form">
      <Stack gap="md" maw={520}>
        {SWITCHES.map(([name, label]) => (
          <FormField
            key={name}
            name={name}
            render={(field) => (
              <Checkbox
                label={intl.formatMessage(label)}
                checked={field.value === true}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                onBlur={field.onBlur}
                error={field.error}
                disabled={field.disabled}
                data-testid={`queue-settings-${name}`}
              />
            )}
          />
        ))}
        <FormField
          name="daysAhead"
          render={(field) => (
            <NumberInput
              label={intl.formatMessage(m.daysAhead)}
              description={intl.formatMessage(m.daysAheadHint)}
              min={0}
              max={365}
              allowDecimal={false}
              allowNegative={false}
              value={field.value as number}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : Number(value) || 0)}
              onBlur={field.onBlur}
              error={field.error}
              disabled={field.disabled}
              required
              w={200}
              data-testid="queue-settings-daysAhead"
            />
          )}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={toQueue}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button type="submit" loading={frame.saving} data-testid="queue-settings-save">
            {intl.formatMessage(m.save)}
          </Button>
        </Group>
      </Stack>
    </FormFrame>
  );
}
