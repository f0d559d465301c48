import type { PassSummary } from '@lintel/contracts/access/passes';
import { Alert, Anchor, Card, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { type IntlShape, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { HoursLines } from '../../../app/kit/hours/HoursLines.tsx';
import { PrintButton, printArea } from '../../../app/kit/Print.tsx';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { href } from '../../../app/routing/table.ts';
import { usePassSummaryQuery } from '../api/passes.ts';
import { DetailFields } from '../components/DetailFields.tsx';
import { accessStatuses, DATE_TIME, passTypes, windowStates } from '../components/states.ts';
import { accessMessages as am } from '../messages.ts';
import { passMessages as m } from '../passes.messages.ts';

/** Why the PIN no longer opens anything ('revoked', 'expired'), or null while it does. */
function endedState(intl: IntlShape, pass: PassSummary['pass']): string | null {
  if (pass.status === 'REVOKED' || pass.status === 'REVOKING') {
    return intl.formatMessage(accessStatuses[pass.status].label).toLowerCase();
  }
  return pass.expired ? intl.formatMessage(windowStates.EXPIRED.label).toLowerCase() : null;
}

/**
 * /iot/passes/:id/summary (part 3 section 2 "Passes"): what the holder is handed: the PIN, large; the
 * community and its address; each place with the locks that take the PIN; the window and the hours.
 * Printable, or saved as PDF from the print dialog; a pass that no longer opens says so.
 */
export default function PassSummaryPage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const query = usePassSummaryQuery(id);
  const summary = query.data;
  if (!summary) {
    return <QueryState query={query} failed={intl.formatMessage(m.summaryFailed)} testId="pass-summary-error" />;
  }
  const { pass } = summary;
  const ended = endedState(intl, pass);
  const when = (value: string) => intl.formatDate(value, DATE_TIME);

  return (
    <Stack gap="lg" maw={860} data-testid="pass-summary" {...printArea}>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={2}>
          <Title order={2} size="h3" data-testid="pass-summary-community">
            {summary.communityName}
          </Title>
          {summary.communityAddress && (
            <Text size="sm" c="gray.7" data-testid="pass-summary-address">
              {summary.communityAddress}
            </Text>
          )}
        </Stack>
        <Group gap="sm" data-print="hide">
          <Anchor size="sm" component={Link} to={href('iot.passes.details', { id: pass.id })}>
            {intl.formatMessage(m.backToPass)}
          </Anchor>
          <PrintButton testId="pass-summary-print" />
        </Group>
      </Group>
      {ended && (
        <Alert color="orange" variant="light" data-testid="pass-summary-ended">
          <Text size="sm" fw={600}>
            {intl.formatMessage(m.noLongerOpens, { state: ended })}
          </Text>
        </Alert>
      )}
      <Paper withBorder radius="md" p="lg" style={{ breakInside: 'avoid' }}>
        <Stack gap="xs" align="center">
          <Text size="md" fw={600}>
            {intl.formatMessage(m.summaryFor, { name: pass.holderName })}
          </Text>
          <Text size="xs" c="gray.7" tt="uppercase" fw={600}>
            {intl.formatMessage(am.pin)}
          </Text>
          <Text
            ff="monospace"
            fw={700}
            fz={56}
            lh={1.1}
            style={{ letterSpacing: '0.3em', paddingInlineStart: '0.3em' }}
            data-testid="pass-summary-pin"
          >
            {pass.pin}
          </Text>
          <Text size="sm" c="gray.7" ta="center" maw={520}>
            {intl.formatMessage(m.summaryHowTo)}
          </Text>
        </Stack>
      </Paper>
      <Card withBorder padding="md">
        <DetailFields
          cols={2}
          fields={[
            [intl.formatMessage(m.holder), pass.holderName, 'pass-summary-holder'],
            [intl.formatMessage(m.type), intl.formatMessage(passTypes[pass.type])],
            [intl.formatMessage(am.validFrom), when(pass.validFrom), 'pass-summary-from'],
            [intl.formatMessage(am.validUntil), when(pass.validUntil), 'pass-summary-until'],
            [intl.formatMessage(am.hours), <HoursLines key="hours" hours={pass.hours} />, 'pass-summary-hours'],
            ...(pass.unitName ? [[intl.formatMessage(m.unit), pass.unitName] as [string, string]] : []),
          ]}
        />
      </Card>
      <Stack gap="xs" style={{ breakInside: 'avoid' }}>
        <Title order={3} size="h5">
          {intl.formatMessage(m.places)}
        </Title>
        {summary.places.length === 0 ? (
          <Text size="sm" c="gray.7">
            {intl.formatMessage(m.noPlaces)}
          </Text>
        ) : (
          summary.places.map((place) => (
            <Stack key={place.name} gap={2} data-testid="pass-summary-place">
              <Text fw={600} size="sm">
                {place.name}
              </Text>
              {place.locks.length === 0 ? (
                <Text size="sm" c="gray.7">
                  {intl.formatMessage(m.noLocksAt)}
                </Text>
              ) : (
                <List size="sm" spacing={2}>
                  {place.locks.map((lock) => (
                    <List.Item key={lock}>{lock}</List.Item>
                  ))}
                </List>
              )}
            </Stack>
          ))
        )}
      </Stack>
    </Stack>
  );
}
