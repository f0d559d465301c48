import { type DeviceKind, LOW_BATTERY_PERCENT } from '@lintel/contracts/devices/common';
import type { KindCounts } from '@lintel/contracts/devices/dashboards';
import { formatNumber } from '@lintel/formats/numbers';
import { Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { QueryError } from '../../../app/kit/QueryState.tsx';
import { passesGates } from '../../../app/routing/access.ts';
import { findRoute, hrefOf, matchUrl } from '../../../app/routing/table.ts';
import { useAccessEnv } from '../../../app/routing/useAccessEnv.ts';
import { useDeviceCountsQuery } from '../api/dashboards.ts';
import { dashboardMessages as m } from '../dashboards.messages.ts';
import { HOME_DASHBOARDS } from '../dashboards.routes.ts';

/** Where each kind's list lives (part 3 section 2); a tile links there once that screen is built and allowed. */
const KIND_PATHS: Record<DeviceKind, string> = {
  LOCK: '/iot/locks',
  THERMOSTAT: '/iot/thermostats',
  LEAK_SENSOR: '/iot/leak-sensors',
  LIGHT_SWITCH: '/iot/light-switches',
};

const DASHBOARD_INTROS = {
  'home.iot.access': m.accessIntro,
  'home.iot.battery': m.bandsHint,
  'home.iot.runtime': m.runtimeIntro,
  'home.iot.devices': m.hubIntro,
  'home.iot.move': m.moveIntro,
  'home.iot.moveout': m.moveoutIntro,
} as const;

/** A link when the user may open `path`'s screen, the content alone otherwise. */
function MaybeLink({ path, testId, children }: { path: string; testId: string; children: ReactNode }) {
  const env = useAccessEnv();
  const match = matchUrl(path);
  if (!match || !passesGates(match.route, env)) return <>{children}</>;
  return (
    // The tile's own text names the link: it starts with the kind, then its counts.
    <UnstyledButton component={Link} to={path} data-testid={testId} display="block" h="100%">
      {children}
    </UnstyledButton>
  );
}

function KindTile({ counts }: { counts: KindCounts }) {
  const intl = useIntl();
  const label = intl.formatMessage(m[counts.kind]);
  const flags = [
    { value: counts.offline, message: m.offline, color: 'red' },
    { value: counts.lowBattery, message: m.lowBattery, color: 'orange' },
    { value: counts.leaking, message: m.leaking, color: 'red' },
    { value: counts.failed, message: m.failed, color: 'red' },
    { value: counts.inProgress, message: m.busy, color: 'violet' },
  ].filter((flag) => flag.value > 0);
  return (
    <MaybeLink path={KIND_PATHS[counts.kind]} testId={`hub-link-${counts.kind}`}>
      <Paper withBorder radius="md" p="lg" h="100%" data-testid={`hub-tile-${counts.kind}`}>
        <Text size="sm" c="gray.7">
          {label}
        </Text>
        <Text fz={30} fw={700} data-testid={`hub-total-${counts.kind}`}>
          {formatNumber(counts.total)}
        </Text>
        <Group gap={6} mt="xs">
          <Badge variant="light" color="teal" bg="teal.0" c="teal.9" tt="none">
            {intl.formatMessage(m.online, { count: formatNumber(counts.online) })}
          </Badge>
          {flags.map((flag) => (
            <Badge
              key={flag.message.id}
              variant="light"
              color={flag.color}
              bg={`${flag.color}.0`}
              c={flag.color === 'orange' ? '#9a3412' : `${flag.color}.9`}
              tt="none"
            >
              {intl.formatMessage(flag.message, { count: formatNumber(flag.value) })}
            </Badge>
          ))}
        </Group>
      </Paper>
    </MaybeLink>
  );
}

function Dashboards() {
  const intl = useIntl();
  const env = useAccessEnv();
  const open = HOME_DASHBOARDS.filter((name) => {
    const route = findRoute(name);
    return route !== undefined && passesGates(route, env);
  });
  if (open.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="hub-dashboards-title">
      <Title order={2} size="h3" id="hub-dashboards-title">
        {intl.formatMessage(m.dashboards)}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {open.map((name) => {
          const title = intl.formatMessage(findRoute(name)!.title!);
          return (
            <UnstyledButton key={name} component={Link} to={hrefOf(name)} data-testid={`hub-dashboard-${name}`}>
              <Paper withBorder radius="md" p="md" h="100%">
                <Text fw={600} c="blue.8">
                  {title}
                </Text>
                <Text size="sm" c="gray.7">
                  {intl.formatMessage(DASHBOARD_INTROS[name], { percent: LOW_BATTERY_PERCENT })}
                </Text>
              </Paper>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

/** The devices hub (menu: Smart Community, Devices): every kind with its counts, and the dashboards. */
export default function DevicesHubPage() {
  const intl = useIntl();
  const counts = useDeviceCountsQuery();
  return (
    <Stack gap="lg" maw={1100}>
      <Text c="gray.7">{intl.formatMessage(m.hubIntro)}</Text>
      <Stack gap="sm" component="section" aria-labelledby="hub-kinds-title">
        <Title order={2} size="h3" id="hub-kinds-title">
          {intl.formatMessage(m.kinds)}
        </Title>
        {counts.isError ? (
          <QueryError
            title={intl.formatMessage(m.countsFailed)}
            error={counts.error}
            onRetry={counts.refetch}
            testId="hub-error"
          />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            {counts.data
              ? counts.data.kinds.map((kind) => <KindTile key={kind.kind} counts={kind} />)
              : [0, 1, 2, 3].map((i) => <Skeleton key={i} h={120} radius="md" />)}
          </SimpleGrid>
        )}
      </Stack>
      <Dashboards />
    </Stack>
  );
}
