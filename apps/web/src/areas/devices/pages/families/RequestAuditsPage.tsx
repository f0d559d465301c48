import { devices } from '@lintel/contracts';
import { FormTextInput, useSchemaForm, useToast } from '@lintel/ui';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { FormFrame, useFormFrame } from '../../../../app/kit/FormFrame.tsx';
import { href } from '../../../../app/routing/table.ts';
import { useRequestAuditsMutation } from '../../api/lock-families.ts';
import { lockFamilyMessages as m } from '../../lock-families.messages.ts';

const day = (date: Date) => date.toISOString().slice(0, 10);

/** /iot/locks/yale/:lockId/notification-log/request-audits: asks the lock for its audit log between two days. */
export default function RequestAuditsPage() {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const { lockId = '' } = useParams();
  const today = new Date();
  const form = useSchemaForm(devices.lockFamilies.auditRequest, {
    defaultValues: { from: day(new Date(today.getTime() - 7 * 86_400_000)), to: day(today) },
  });
  const frame = useFormFrame(form, useRequestAuditsMutation(lockId), {
    onSaved: (result) => {
      toast.success(intl.formatMessage(m.auditsReceived, result));
      navigate(href('iot.locks.yale.notificationLog', { lockId }));
    },
  });
  return (
    <FormFrame form={form} frame={frame} data-testid="request-audits-form">
      <Stack gap="md" maw={420}>
        <Text size="sm" c="dimmed">
          {intl.formatMessage(m.notificationLogTitle)}
        </Text>
        <FormTextInput name="from" type="date" label={intl.formatMessage(m.from)} required />
        <FormTextInput name="to" type="date" label={intl.formatMessage(m.to)} required />
        <Group>
          <Button type="submit" loading={frame.saving} data-testid="request-audits-submit">
            {intl.formatMessage(m.request)}
          </Button>
        </Group>
      </Stack>
    </FormFrame>
  );
}
