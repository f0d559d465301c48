import { Avatar, Box, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { useWorkContext } from '../context/WorkContext.tsx';
import { href } from '../routing/table.ts';
import { useSession } from '../session/session.tsx';
import { layoutMessages } from './messages.ts';
import { roleAliasMessages } from './roleAlias.ts';

function initials(first: string, last: string): string {
  return `${first.charAt(0)}${last.charAt(0)}`.toUpperCase();
}

export function ProfileMenu() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { signOut } = useSession();
  const { profile, activeProfile } = useWorkContext();
  const roleType = activeProfile?.type ?? profile.customerUsers[0]?.type ?? null;

  async function logout() {
    try {
      await signOut();
    } catch {
      notifications.show({
        color: 'red',
        message: intl.formatMessage(layoutMessages.signOutFailed),
        autoClose: 10_000,
      });
    }
    navigate('/sign-in', { replace: true });
  }

  return (
    <Menu position="bottom-end" shadow="md" width={220}>
      <Menu.Target>
        <UnstyledButton data-testid="profile-menu">
          <Group gap="xs" wrap="nowrap">
            <Avatar color="lintel" radius="xl" size={34}>
              {initials(profile.firstName, profile.lastName)}
            </Avatar>
            {/* The name and role alias need room; on a phone the avatar alone shows, named for readers. */}
            <VisuallyHidden hiddenFrom="md">{profile.fullName}</VisuallyHidden>
            <Box visibleFrom="md">
              <Text size="sm" fw={600} lh={1.2}>
                {profile.fullName}
              </Text>
              {roleType ? (
                <Text size="xs" c="gray.7" lh={1.2}>
                  {intl.formatMessage(roleAliasMessages[roleType])}
                </Text>
              ) : null}
            </Box>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{profile.email}</Menu.Label>
        <Menu.Item component={Link} to={href('account')} data-testid="account-link">
          {intl.formatMessage(layoutMessages.account)}
        </Menu.Item>
        <Menu.Item onClick={logout} data-testid="logout">
          {intl.formatMessage(layoutMessages.logout)}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
