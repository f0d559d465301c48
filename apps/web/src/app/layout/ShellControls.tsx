import { Group, Kbd, SegmentedControl, Switch, Text, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useIntl } from 'react-intl';
import { type Locale, locales, storeLocale } from '../../i18n/locale.ts';
import { openCommandPalette } from '../navigation/CommandPalette.tsx';
import { shellMessages as m } from '../navigation/messages.ts';
import { useLayoutVersion } from './layoutVersion.tsx';
import { NotificationsSlot } from './NotificationsSlot.tsx';

function SearchIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="M21 21l-4.3-4.3" />
    </svg>
  );
}

/** Search and the notifications mount point: in the top bar at every width. */
export function ShellControls() {
  const intl = useIntl();
  return (
    <Group gap="xs" wrap="nowrap">
      <UnstyledButton
        onClick={openCommandPalette}
        data-testid="open-search"
        px="sm"
        py={6}
        style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
      >
        <Group gap={8} wrap="nowrap">
          <SearchIcon />
          <Text size="sm" c="gray.7" visibleFrom="xl" style={{ whiteSpace: 'nowrap' }}>
            {intl.formatMessage(m.searchLabel)}
          </Text>
          <VisuallyHidden hiddenFrom="xl">{intl.formatMessage(m.searchLabel)}</VisuallyHidden>
          <Kbd size="xs" visibleFrom="lg" style={{ whiteSpace: 'nowrap' }}>
            {intl.formatMessage(m.searchShortcut)}
          </Kbd>
        </Group>
      </UnstyledButton>
      <NotificationsSlot />
    </Group>
  );
}

/** The layout switch and the language: in the top bar when it is wide, in the context sheet when not. */
export function ShellSettings() {
  const intl = useIntl();
  const { version, setVersion } = useLayoutVersion();
  return (
    <Group gap="sm" wrap="nowrap">
      <Tooltip label={intl.formatMessage(m.layoutSwitchHint)}>
        <Switch
          size="sm"
          label={intl.formatMessage(m.layoutSwitch)}
          styles={{ label: { whiteSpace: 'nowrap' } }}
          checked={version === 'V3'}
          onChange={(event) => setVersion(event.currentTarget.checked ? 'V3' : 'V2')}
          data-testid="layout-switch"
        />
      </Tooltip>
      <SegmentedControl
        size="xs"
        aria-label={intl.formatMessage(m.language)}
        value={intl.locale}
        data={locales.map((l) => ({ value: l, label: l }))}
        onChange={(value) => {
          storeLocale(value as Locale);
          window.location.reload();
        }}
        data-testid="locale-switch"
      />
    </Group>
  );
}
