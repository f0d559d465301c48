import { AppShell, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useProfileQuery, WorkContextProvider } from '../context/WorkContext.tsx';
import { PermissionsProvider } from '../permissions/PermissionsProvider.tsx';
import { Logo } from './Logo.tsx';
import { layoutMessages } from './messages.ts';
import { TopBar } from './TopBar.tsx';

/** The signed-in shell: loads the profile, then the top bar and the page. */
export default function AppLayout() {
  const intl = useIntl();
  const location = useLocation();
  const profileQuery = useProfileQuery();

  const profile = profileQuery.data;
  const disabled = profile !== undefined && profile.providerType === null && profile.customerUsers.length === 0;
  useEffect(() => {
    if (disabled) console.warn('Your profile is disabled');
  }, [disabled]);

  if (profileQuery.isPending) {
    return (
      <Center h="100vh">
        <Loader aria-label={intl.formatMessage(layoutMessages.loading)} />
      </Center>
    );
  }
  if (!profile) {
    return (
      <Center h="100vh">
        <Stack align="center">
          <Text>{intl.formatMessage(layoutMessages.profileFailed)}</Text>
          <Button variant="light" onClick={() => profileQuery.refetch()}>
            {intl.formatMessage(layoutMessages.retry)}
          </Button>
        </Stack>
      </Center>
    );
  }
  if (disabled && location.pathname !== '/profile-disabled') return <Navigate to="/profile-disabled" replace />;

  return (
    <WorkContextProvider profile={profile}>
      <PermissionsProvider>
        <AppShell header={{ height: 60 }} padding="lg">
          <AppShell.Header>
            {disabled ? (
              <Group h="100%" px="md">
                <Logo />
              </Group>
            ) : (
              <TopBar />
            )}
          </AppShell.Header>
          <AppShell.Main bg="var(--mantine-color-gray-0)">
            <Outlet />
          </AppShell.Main>
        </AppShell>
      </PermissionsProvider>
    </WorkContextProvider>
  );
}
