import { Drawer, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { contextMessages } from '../context/messages.ts';
import { useWorkContext } from '../context/WorkContext.tsx';
import { CommunitySelector } from './CommunitySelector.tsx';
import { CustomerSelector } from './CustomerSelector.tsx';
import { useCloseOnNavigate } from './closeOnNavigate.ts';
import { Logo } from './Logo.tsx';
import { layoutMessages } from './messages.ts';
import { ProfileMenu } from './ProfileMenu.tsx';
import { ProfileSelector } from './ProfileSelector.tsx';

/** Wide enough for the selectors and the settings in the bar itself (Mantine's `lg`, 1200 px). */
export const WIDE_TOP_BAR = '(min-width: 75em)';

function ChevronDown() {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}

/**
 * Below the wide layout the customer (or profile) and community selectors, and the settings, move
 * into a sheet opened from a button that names the community: the bar keeps the menu button, the
 * logo, search, the bell and the profile menu in reach from 360 px up.
 */
function ContextSheet({ settings }: { settings?: ReactNode }) {
  const intl = useIntl();
  const { isProvider, community, customerId, customerName } = useWorkContext();
  // What the button names: the community, else what is to be chosen first.
  const current =
    community?.name ??
    intl.formatMessage(isProvider && !customerId ? contextMessages.selectCustomer : contextMessages.selectCommunity);
  const [opened, { open, close }] = useDisclosure(false);
  // A choice that navigates (or any navigation) closes the sheet.
  useCloseOnNavigate(close);
  return (
    <>
      <UnstyledButton
        onClick={open}
        data-testid="context-sheet-open"
        aria-haspopup="dialog"
        px="xs"
        py={4}
        style={{ minWidth: 0, border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
      >
        <Group gap={6} wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            {customerName ? (
              <Text size="xs" c="gray.7" lh={1.2} truncate>
                {customerName}
              </Text>
            ) : null}
            <Text size="sm" fw={600} lh={1.2} truncate>
              {current}
            </Text>
          </div>
          <ChevronDown />
        </Group>
      </UnstyledButton>
      <Drawer
        opened={opened}
        onClose={close}
        position="top"
        size="auto"
        title={intl.formatMessage(layoutMessages.contextSheetTitle)}
        closeButtonProps={{ 'aria-label': intl.formatMessage(layoutMessages.contextSheetClose) }}
        data-testid="context-sheet"
      >
        <Stack gap="md" pb="md">
          {isProvider ? <CustomerSelector w="100%" /> : <ProfileSelector w="100%" />}
          <CommunitySelector w="100%" />
          {settings ? <Group gap="md">{settings}</Group> : null}
        </Stack>
      </Drawer>
    </>
  );
}

/**
 * The top bar. `extra` holds the controls that stay in the bar at every width (search, notifications);
 * `settings` (layout switch, language) sit in the bar when it is wide and in the context sheet when not.
 */
export function TopBar({ extra, settings }: { extra?: ReactNode; settings?: ReactNode }) {
  const intl = useIntl();
  const { isProvider } = useWorkContext();
  const wide = useMediaQuery(WIDE_TOP_BAR, true, { getInitialValueInEffect: false });
  return (
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Link to="/" aria-label={intl.formatMessage(layoutMessages.home)} style={{ display: 'flex', flexShrink: 0 }}>
          <Logo compact={!wide} />
        </Link>
        {wide ? (
          <>
            {isProvider ? <CustomerSelector /> : <ProfileSelector />}
            <CommunitySelector />
          </>
        ) : (
          <ContextSheet settings={settings} />
        )}
      </Group>
      <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
        {wide ? settings : null}
        {extra}
        <ProfileMenu />
      </Group>
    </Group>
  );
}
