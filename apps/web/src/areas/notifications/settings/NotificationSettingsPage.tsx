import type { NotificationsConfig } from '@lintel/contracts/notifications';
import { ActionFooter, useConfirm, useSchemaForm, useToast } from '@lintel/ui';
import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useWorkContext } from '../../../app/context/WorkContext.tsx';
import { FormFrame, useFormFrame } from '../../../app/kit/FormFrame.tsx';
import type { LeaveQuestion } from '../../../app/kit/UnsavedChanges.tsx';
import { matchUrl } from '../../../app/routing/table.ts';
import { useNotificationsConfigQuery, useSaveNotificationsConfigMutation } from '../api/settings.ts';
import { notificationMessages as m } from '../messages.ts';
import { CategorySettings } from './CategorySettings.tsx';
import { indexByEvent, type SettingsForm, settingsForm, toSettingsForm } from './settingsForm.ts';
import { useCloseSettings } from './useCloseSettings.ts';

const SCREEN_ROUTES = new Set(['community.settings.notifications', 'community.settings.notifications.audience']);
/** The audience modal opens over this screen, which stays mounted with the user's changes. */
const staysOnScreen = (pathname: string) => SCREEN_ROUTES.has(matchUrl(pathname)?.route.name ?? '');
/** Spec part 1 section 5: this screen's own question before unsaved changes are left. */
const leaveQuestion: LeaveQuestion = { title: m.leaveTitle, leave: m.leaveAnyway, stay: m.goBack };

function SettingsEditor({ config }: { config: NotificationsConfig }) {
  const toast = useToast();
  const confirm = useConfirm();
  const close = useCloseSettings();
  const form = useSchemaForm(settingsForm, { defaultValues: toSettingsForm(config) });
  const dirty = form.formState.isDirty;
  const frame = useFormFrame(form, useSaveNotificationsConfigMutation(), {
    toVariables: (values: SettingsForm) => values.configs,
    // The body is the list of switches: its issue `3.emailEnabled` is the form's `configs.3.emailEnabled`.
    fieldOf: (path) => `configs.${path}`,
    onSaved: (saved) => {
      form.reset(toSettingsForm(saved));
      toast.success(m.saved);
      close();
    },
    guard: { stays: staysOnScreen, question: leaveQuestion },
  });
  // The events are the catalogue's, so their places in the form never change.
  const indexOf = useMemo(() => indexByEvent(form.getValues()), [form]);

  // Spec part 1 sections 4 and 5: a clean form just closes; a dirty one asks before it is saved.
  // A refused save keeps the switches as the user set them (the frame shows why).
  const submit = async (values: SettingsForm) => {
    if (!form.formState.isDirty) return close();
    const yes = await confirm({
      id: 'notification-settings-save',
      confirmationMessage: m.saveTitle,
      confirmBtnText: m.yesSave,
      cancelBtnText: m.noGoBack,
      confirmationType: 'success',
    });
    if (yes) await frame.submit(values);
  };

  return (
    <FormFrame form={form} frame={{ ...frame, submit }} data-testid="notification-settings" data-dirty={dirty}>
      <Stack gap="lg">
        {config.map((group) => (
          <CategorySettings key={group.category.id} group={group} indexOf={indexOf} />
        ))}
      </Stack>
      <ActionFooter
        primary={{ label: m.save, type: 'submit', loading: frame.saving }}
        secondary={{ label: m.cancel, onClick: close }}
      />
    </FormFrame>
  );
}

/**
 * community.settings.notifications, the 'notification' tab of community settings (the shell draws the
 * title and the tabs): the e-mail switches of each event and each category's audience.
 */
export default function NotificationSettingsPage() {
  const intl = useIntl();
  const { callContext } = useWorkContext();
  const config = useNotificationsConfigQuery();
  return (
    <Stack gap="lg" maw={1100}>
      {config.isError ? (
        <Alert color="red" variant="light" title={intl.formatMessage(m.settingsFailed)}>
          <Text size="sm">{config.error.message}</Text>
          <Button mt="sm" size="xs" variant="light" onClick={() => void config.refetch()}>
            {intl.formatMessage(m.refresh)}
          </Button>
        </Alert>
      ) : !config.data ? (
        <Skeleton h={320} data-testid="notification-settings-loading" />
      ) : config.data.length === 0 ? (
        <Text c="dimmed">{intl.formatMessage(m.settingsEmpty)}</Text>
      ) : (
        <SettingsEditor key={callContext.communityId} config={config.data} />
      )}
    </Stack>
  );
}
