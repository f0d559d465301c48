import type { EventConfig, NotificationsConfig } from '@lintel/contracts/notifications';
import { FormField, Toggle } from '@lintel/ui';
import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { href } from '../../../app/routing/table.ts';
import { notificationMessages as m } from '../messages.ts';
import type { SettingsForm } from './settingsForm.ts';

const CHANNEL_WIDTH = 96;

// A disabled switch is grey either way; a faded brand track still tells on from off.
const FIXED_ON = {
  track: {
    backgroundColor: 'var(--mantine-primary-color-filled)',
    borderColor: 'var(--mantine-primary-color-filled)',
    opacity: 0.45,
  },
};

/** A switch of a channel the catalogue fixes: shown, never editable (spec: mobile and in-app). */
function FixedToggle({ on, label, testId }: { on: boolean; label: string; testId: string }) {
  return (
    <Toggle
      size="small"
      checked={on}
      disabled
      styles={on ? FIXED_ON : undefined}
      aria-label={label}
      data-testid={testId}
    />
  );
}

function EventRow({ event, index }: { event: EventConfig; index: number }) {
  const intl = useIntl();
  const label = (channel: MessageDescriptor) =>
    intl.formatMessage(m.toggleLabel, { channel: intl.formatMessage(channel), event: event.label });
  return (
    <Table.Tr data-testid={`event-${event.eventCode}`}>
      <Table.Td>{event.label}</Table.Td>
      <Table.Td>
        <Group justify="center">
          <FormField<SettingsForm>
            name={`configs.${index}.emailEnabled`}
            render={(field) => (
              <Toggle
                size="small"
                checked={Boolean(field.value)}
                onChange={(next) => field.onChange(next)}
                onBlur={field.onBlur}
                disabled={field.disabled}
                aria-label={label(m.email)}
                data-testid={`email-${event.eventCode}`}
              />
            )}
          />
        </Group>
      </Table.Td>
      <Table.Td>
        <Group justify="center">
          <FixedToggle on={event.mobileEnabled} label={label(m.mobile)} testId={`mobile-${event.eventCode}`} />
        </Group>
      </Table.Td>
      <Table.Td>
        <Group justify="center">
          <FixedToggle on={event.inAppEnabled} label={label(m.inApp)} testId={`in-app-${event.eventCode}`} />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** One notification category: its audience, 'edit audience', and its events with their channels. */
export function CategorySettings({
  group,
  indexOf,
}: {
  group: NotificationsConfig[number];
  indexOf: ReadonlyMap<string, number>;
}) {
  const intl = useIntl();
  const { category, audienceName, configs } = group;
  const channel = (text: MessageDescriptor) => (
    <Table.Th w={CHANNEL_WIDTH} ta="center">
      {intl.formatMessage(text)}
    </Table.Th>
  );
  return (
    <Paper withBorder radius="md" p="md" data-testid={`category-${category.id}`}>
      <Group justify="space-between" align="flex-start" mb="sm" wrap="nowrap">
        <Stack gap={2}>
          <Title order={2} size="h4">
            {category.name}
          </Title>
          <Text size="sm" c="dimmed" data-testid={`audience-${category.id}`}>
            {intl.formatMessage(m.audienceOf, { name: audienceName })}
          </Text>
        </Stack>
        <Button
          component={Link}
          to={href('community.settings.notifications.audience', { id: category.id }, { name: audienceName })}
          variant="light"
          size="xs"
          data-testid={`edit-audience-${category.id}`}
        >
          {intl.formatMessage(m.editAudience)}
        </Button>
      </Group>
      {configs.length === 0 ? (
        <Text c="dimmed" size="sm">
          {intl.formatMessage(m.categoryEmpty)}
        </Text>
      ) : (
        <Table verticalSpacing="xs" layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{intl.formatMessage(m.event)}</Table.Th>
              {channel(m.email)}
              {channel(m.mobile)}
              {channel(m.inApp)}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {configs.map((event) => {
              const index = indexOf.get(event.eventCode);
              return index === undefined ? null : <EventRow key={event.eventCode} event={event} index={index} />;
            })}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
