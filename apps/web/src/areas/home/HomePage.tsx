import { formatNumber } from '@lintel/formats/numbers';
import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useWorkContext } from '../../app/context/WorkContext.tsx';
import { kitMessages } from '../../app/kit/messages.ts';
import { RequireContext } from '../../app/pages/MissingContext.tsx';
import { useCommunitySummaryQuery } from './api/summary.ts';
import { homeMessages as m } from './messages.ts';

function Stat({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Paper withBorder radius="md" p="lg">
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
        <Group gap="xs">
          <Text c="dimmed" data-testid="home-customer">
            {data?.customer.name ?? customerName}
          </Text>
          <Text c="dimmed">·</Text>
          <Text c="dimmed">
            {intl.formatMessage(m.timezone, { timezone: data?.community.timezoneId ?? community?.timezoneId ?? '' })}
          </Text>
        </Group>
      </div>
      {summary.isError ? (
        <Alert color="red" variant="light" title={intl.formatMessage(m.failed)}>
          <Text size="sm">{summary.error.message}</Text>
          <Button mt="sm" size="xs" variant="light" onClick={() => summary.refetch()}>
            {intl.formatMessage(kitMessages.retry)}
          </Button>
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Stat label={intl.formatMessage(m.buildings)} value={data?.buildings} />
          <Stat label={intl.formatMessage(m.units)} value={data?.units} />
          <Stat label={intl.formatMessage(m.unitTypes)} value={data?.unitTypes} />
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
