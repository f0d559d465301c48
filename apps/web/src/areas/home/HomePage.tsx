import { formatNumber } from '@lintel/formats/numbers';
import { Alert, Button, Paper, SimpleGrid, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useWorkContext } from '../../app/context/WorkContext.tsx';
import { kitMessages } from '../../app/kit/messages.ts';
import { RequireContext } from '../../app/pages/MissingContext.tsx';
import { passesGates } from '../../app/routing/access.ts';
import { findRoute, hrefOf } from '../../app/routing/table.ts';
import { useAccessEnv } from '../../app/routing/useAccessEnv.ts';
import { useCommunitySummaryQuery } from './api/summary.ts';
import classes from './HomePage.module.css';
import { homeMessages as m } from './messages.ts';
import { OpenAlertsCard } from './OpenAlertsCard.tsx';

/**
 * A count tile; it opens its screen when the user may open that screen (the same gates as the menu),
 * and is plain text otherwise.
 */
function Stat({ label, value, to, testId }: { label: string; value: number | undefined; to: string; testId: string }) {
  const env = useAccessEnv();
  const route = findRoute(to);
  const linked = route !== undefined && passesGates(route, env);
  const body = (
    <Paper withBorder radius="md" p="lg" h="100%" className={linked ? classes.tile : undefined}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {value === undefined ? (
        <Skeleton h={34} w={80} mt={6} />
      ) : (
        <Text fz={30} fw={700} data-testid={`stat-${label}`}>
          {formatNumber(value)}
        </Text>
      )}
    </Paper>
  );
  if (!linked) return body;
  return (
    <UnstyledButton
      component={Link}
      to={hrefOf(to)}
      data-testid={testId}
      className={classes.link}
      style={{ display: 'block', borderRadius: 'var(--mantine-radius-md)' }}
    >
      {body}
    </UnstyledButton>
  );
}

/**
 * What needs attention today, one card per area that has something to handle. Open alerts are here
 * now; vacancies, service requests and lease renewals join as their areas land, each with a card
 * fed by its own area's endpoint (never a made-up count).
 */
function NeedsAttention() {
  const intl = useIntl();
  return (
    <Stack gap="sm" component="section" aria-labelledby="home-attention-title">
      <Title order={2} size="h3" id="home-attention-title">
        {intl.formatMessage(m.attention)}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <OpenAlertsCard />
      </SimpleGrid>
    </Stack>
  );
}

function CommunityHome() {
  const intl = useIntl();
  const { profile, customerName, community } = useWorkContext();
  const summary = useCommunitySummaryQuery();
  const data = summary.data;
  return (
    <Stack gap="lg" maw={1100}>
      <div>
        <Text c="dimmed" size="sm">
          {intl.formatMessage(m.welcome, { name: profile.firstName })}
        </Text>
        <Title order={1} size="h2" data-testid="home-community">
          {data?.community.name ?? community?.name}
        </Title>
        <Text c="dimmed">
          <span data-testid="home-customer">{data?.customer.name ?? customerName}</span>
          {' · '}
          {intl.formatMessage(m.timezone, { timezone: data?.community.timezoneId ?? community?.timezoneId ?? '' })}
        </Text>
      </div>
      <NeedsAttention />
      {summary.isError ? (
        <Alert color="red" variant="light" title={intl.formatMessage(m.failed)}>
          <Text size="sm">{summary.error.message}</Text>
          <Button mt="sm" size="xs" variant="light" onClick={() => summary.refetch()}>
            {intl.formatMessage(kitMessages.retry)}
          </Button>
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Stat
            label={intl.formatMessage(m.buildings)}
            value={data?.buildings}
            to="cbr.living.communityStructure"
            testId="home-tile-buildings"
          />
          <Stat
            label={intl.formatMessage(m.units)}
            value={data?.units}
            to="cbr.living.communityStructure"
            testId="home-tile-units"
          />
          <Stat
            label={intl.formatMessage(m.unitTypes)}
            value={data?.unitTypes}
            to="cbr.unitTypes.list"
            testId="home-tile-unit-types"
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}

export default function HomePage() {
  return (
    <RequireContext customer community>
      <CommunityHome />
    </RequireContext>
  );
}
