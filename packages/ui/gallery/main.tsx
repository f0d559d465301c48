import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { Anchor, Box, Container, MantineProvider, Paper, Stack, Text, Title } from '@mantine/core';
import { type ComponentType, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { OverlayProviders } from '../src/overlays/OverlayProviders.tsx';
import { galleryTheme } from './theme.ts';

const modules = import.meta.glob<Record<string, ComponentType>>('../src/**/*.fixture.tsx', { eager: true });

interface Fixture {
  id: string;
  group: string;
  name: string;
  Component: ComponentType;
}

// `../src/dropdown/Dropdown.fixture.tsx` → group "Dropdown"; each named export is one example.
const fixtures: Fixture[] = Object.entries(modules)
  .sort(([a], [b]) => a.localeCompare(b))
  .flatMap(([path, exports]) => {
    const group = path.split('/').at(-1)!.replace('.fixture.tsx', '');
    return Object.entries(exports).map(([name, Component]) => ({
      id: `${group}-${name}`,
      group,
      name,
      Component,
    }));
  });

function Gallery() {
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="xs">
        Lintel UI gallery
      </Title>
      <Text c="dimmed" mb="lg">
        {fixtures.length} fixtures.{' '}
        {fixtures.map((fixture) => (
          <Anchor key={fixture.id} href={`#${fixture.id}`} mr="sm" size="sm">
            {fixture.id}
          </Anchor>
        ))}
      </Text>
      <Stack gap="lg">
        {fixtures.map(({ id, group, name, Component }) => (
          <Paper key={id} id={id} withBorder p="lg" radius="md" data-fixture={id}>
            <Text size="xs" tt="uppercase" c="dimmed" fw={700} mb="sm">
              {group} · {name}
            </Text>
            <Box>
              <Component />
            </Box>
          </Paper>
        ))}
      </Stack>
    </Container>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider theme={galleryTheme}>
      <IntlProvider locale="en-US" defaultLocale="en-US">
        <OverlayProviders>
          <Gallery />
        </OverlayProviders>
      </IntlProvider>
    </MantineProvider>
  </StrictMode>,
);
