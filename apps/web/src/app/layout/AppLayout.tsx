import { OverlayProviders } from '@lintel/ui';
import { AppShell, Burger, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useLocation } from 'react-router';
import { useProfileQuery, WorkContextProvider } from '../context/WorkContext.tsx';
import { kitMessages } from '../kit/messages.ts';
import { UnsavedChangesProvider } from '../kit/UnsavedChanges.tsx';
import { CommandPalette } from '../navigation/CommandPalette.tsx';
import { LeftNav } from '../navigation/LeftNav.tsx';
import { shellMessages } from '../navigation/messages.ts';
import { PermissionsProvider } from '../permissions/PermissionsProvider.tsx';
import { RealtimeProvider } from '../realtime/RealtimeContext.tsx';
import { ShellRoutes } from '../routing/ShellRoutes.tsx';
import { useCloseOnNavigate } from './closeOnNavigate.ts';
import { Logo } from './Logo.tsx';
import { LayoutVersionProvider, useLayoutVersion } from './layoutVersion.tsx';
import { layoutMessages } from './messages.ts';
import { ShellControls, ShellSettings } from './ShellControls.tsx';
import { TopBar } from './TopBar.tsx';

function Shell() {
  const intl = useIntl();
  const location = useLocation();
  const [navOpened, { toggle, close }] = useDisclosure(false);
  // On a phone the menu is a sheet over the page: choosing a screen closes it.
  useCloseOnNavigate(close);
  const { version } = useLayoutVersion();
  return (
    <OverlayProviders navigationKey={location.pathname}>
      {/* Inside the overlays: the guard asks through the kit's confirmation. */}
      <UnsavedChangesProvider>
        <AppShell
          header={{ height: 60 }}
          // Below 992 px (a tablet held upright, a phone) the menu hides behind the burger.
          navbar={{ width: version === 'V3' ? 240 : 280, breakpoint: 'md', collapsed: { mobile: !navOpened } }}
          padding={{ base: 'sm', sm: 'lg' }}
          data-layout={version}
        >
          <AppShell.Header>
            <Group h="100%" wrap="nowrap" gap={0}>
              <Burger
                opened={navOpened}
                onClick={toggle}
                hiddenFrom="md"
                size="sm"
                ml="xs"
                aria-label={intl.formatMessage(shellMessages.toggleMenu)}
                aria-expanded={navOpened}
                data-testid="menu-toggle"
              />
              <div style={{ flex: 1, minWidth: 0 }}>
                <TopBar extra={<ShellControls />} settings={<ShellSettings />} />
              </div>
            </Group>
          </AppShell.Header>
          <AppShell.Navbar>
            <LeftNav />
          </AppShell.Navbar>
          <AppShell.Main bg={version === 'V3' ? 'var(--mantine-color-gray-1)' : 'var(--mantine-color-gray-0)'}>
            <ShellRoutes />
          </AppShell.Main>
        </AppShell>
      </UnsavedChangesProvider>
      <CommandPalette />
    </OverlayProviders>
  );
}

/** The signed-in shell: loads the profile, then the top bar, the menu and the page. */
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
        <Loader role="progressbar" aria-label={intl.formatMessage(layoutMessages.loading)} />
      </Center>
    );
  }
  if (!profile) {
    return (
      <Center h="100vh">
        <Stack align="center">
          <Text>{intl.formatMessage(layoutMessages.profileFailed)}</Text>
          <Button variant="light" onClick={() => profileQuery.refetch()}>
            {intl.formatMessage(kitMessages.retry)}
          </Button>
        </Stack>
      </Center>
    );
  }
  if (disabled && location.pathname !== '/profile-disabled') return <Navigate to="/profile-disabled" replace />;

  return (
    <WorkContextProvider profile={profile}>
      <PermissionsProvider>
        <LayoutVersionProvider userId={profile.userId}>
          {disabled ? (
            <AppShell header={{ height: 60 }} padding="lg">
              <AppShell.Header>
                <Group h="100%" px="md">
                  <Logo />
                </Group>
              </AppShell.Header>
              <AppShell.Main>
                <ShellRoutes />
              </AppShell.Main>
            </AppShell>
          ) : (
            // The socket lives while the signed-in layout is mounted; every page may listen on it.
            <RealtimeProvider>
              <Shell />
            </RealtimeProvider>
          )}
        </LayoutVersionProvider>
      </PermissionsProvider>
    </WorkContextProvider>
  );
}
