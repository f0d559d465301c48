import { automation } from '@lintel/contracts';
import type { AutoOpenInput } from '@lintel/contracts/automation';
import { FormField, FormTextInput, useSchemaForm, useToast } from '@lintel/ui';
import { Alert, Button, Group, MultiSelect, Select, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { FormFrame, useFormFrame } from '../../../app/kit/FormFrame.tsx';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { href } from '../../../app/routing/table.ts';
import { useAutoOpenChoicesQuery, useCreateAutoOpenMutation } from '../api/autoOpen.ts';
import { automationMessages as m } from '../messages.ts';

const EMPTY: AutoOpenInput = { name: '', scheduleId: '', deviceIds: [] };

/**
 * /iot/automation/auto-open/create (AUTO_OPEN_CREATE): a name, the schedule to follow and the locks to
 * hold open, from the locks that can be (a lock another rule holds is shown with that rule, and not
 * offered). Validated by the server's schema; a refusal keeps what was typed; created, the rule opens.
 */
export default function AutoOpenCreatePage() {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const choices = useAutoOpenChoicesQuery();
  const save = useCreateAutoOpenMutation();
  const form = useSchemaForm(automation.autoOpenInput, { defaultValues: EMPTY });
  const frame = useFormFrame(form, save, {
    fields: { AUTO_OPEN_NAME_TAKEN: 'name', AUTO_OPEN_LOCK_TAKEN: 'deviceIds' },
    onSaved: (rule) => {
      toast.success(intl.formatMessage(m.autoOpenCreated, { name: rule.name }));
      navigate(href('iot.automation.autoOpen.details', { id: rule.id }));
    },
  });
  if (!choices.data) return <QueryState query={choices} failed={intl.formatMessage(m.autoOpenFailed)} />;
  const { schedules, locks } = choices.data;
  return (
    <FormFrame form={form} frame={frame} data-testid="auto-open-form">
      <Stack gap="md" maw={640}>
        <FormTextInput
          name="name"
          label={intl.formatMessage(m.name)}
          required
          maxLength={100}
          data-testid="auto-open-form-name"
        />
        {schedules.length === 0 && (
          <Alert variant="light" color="orange" data-testid="auto-open-no-schedules">
            {intl.formatMessage(m.noSchedules)}
          </Alert>
        )}
        <FormField
          name="scheduleId"
          render={(field) => (
            <Select
              label={intl.formatMessage(m.schedule)}
              description={intl.formatMessage(m.scheduleHint)}
              data={schedules.map((schedule) => ({ value: schedule.id, label: schedule.name }))}
              value={(field.value as string) || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              error={field.error}
              disabled={field.disabled}
              required
              searchable
              data-testid="auto-open-form-schedule"
            />
          )}
        />
        <FormField
          name="deviceIds"
          render={(field) => (
            <MultiSelect
              label={intl.formatMessage(m.locks)}
              description={intl.formatMessage(m.locksHint)}
              data={locks.map((lock) => ({
                value: lock.id,
                label: lock.ruleName
                  ? intl.formatMessage(m.lockFollows, { name: lock.name, rule: lock.ruleName })
                  : lock.name,
                disabled: lock.ruleName !== null,
              }))}
              value={(field.value as string[] | undefined) ?? []}
              onChange={(value) => field.onChange(value)}
              onBlur={field.onBlur}
              error={field.error}
              disabled={field.disabled}
              required
              searchable
              hidePickedOptions
              nothingFoundMessage={intl.formatMessage(m.noLocks)}
              data-testid="auto-open-form-locks"
            />
          )}
        />
        <Group>
          <Button type="submit" loading={frame.saving} data-testid="auto-open-form-save">
            {intl.formatMessage(m.create)}
          </Button>
          <Button variant="default" component={Link} to={href('iot.automation.autoOpen')}>
            {intl.formatMessage(m.cancel)}
          </Button>
        </Group>
      </Stack>
    </FormFrame>
  );
}
