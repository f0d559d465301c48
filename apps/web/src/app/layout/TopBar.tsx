import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useWorkContext } from '../context/WorkContext.tsx';
import { CommunitySelector } from './CommunitySelector.tsx';
import { CustomerSelector } from './CustomerSelector.tsx';
import { Logo } from './Logo.tsx';
import { layoutMessages } from './messages.ts';
import { ProfileMenu } from './ProfileMenu.tsx';
import { ProfileSelector } from './ProfileSelector.tsx';

/** The top bar; `extra` holds the shell's controls (search, layout switch, language, notifications). */
export function TopBar({ extra }: { extra?: ReactNode }) {
  const intl = useIntl();
  const { isProvider } = useWorkContext();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="md" wrap="nowrap">
        <Link to="/" aria-label={intl.formatMessage(layoutMessages.home)} style={{ display: 'flex' }}>
          <Logo />
        </Link>
        {isProvider ? <CustomerSelector /> : <ProfileSelector />}
        <CommunitySelector />
      </Group>
      <Group gap="md" wrap="nowrap">
        {extra}
        <ProfileMenu />
      </Group>
    </Group>
  );
}
