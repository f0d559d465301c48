import type { AuditEntry } from '@lintel/contracts/data';
import type { ParamsOf } from '@lintel/contracts/endpoint';
import { Button, Card, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { type PagedEndpoint, useEndpointPagesQuery } from '../api/hooks.ts';
import type { KeyScope } from '../api/keys.ts';
import { dataMessages as m } from './data.messages.ts';
import { kitMessages as k } from './messages.ts';
import { QueryError } from './QueryState.tsx';

type Value = AuditEntry['changes'][string]['before'];

const PAGE_SIZE = 10;

/**
 * A record's change history, newest first, from its audit trail endpoint: who did what when, and
 * each changed field from its value before to after. `fieldLabels` names the fields as the screen
 * does (a field without a label is not shown); `formatValue` writes a value as the screen does.
 *
 * @example <AuditTrailPanel scope={units} endpoint={structure.unitsData.unitAuditTrail} params={{ unitId }} fieldLabels={{ name: 'Unit name' }} />
 */
export function AuditTrailPanel<E extends PagedEndpoint>({
  scope,
  endpoint,
  params,
  fieldLabels,
  formatValue = (_field, value) => String(value),
  testId = 'audit-trail',
}: {
  scope: KeyScope;
  endpoint: E;
  params: ParamsOf<E>;
  fieldLabels: Record<string, string>;
  formatValue?: (field: string, value: string | number | boolean) => string;
  testId?: string;
}) {
  const intl = useIntl();
  const query = useEndpointPagesQuery(scope, endpoint, { params, query: { size: PAGE_SIZE } } as never);
  const entries = (query.data?.pages ?? []).flatMap((page) => (page as unknown as { content: AuditEntry[] }).content);
  const show = (field: string, value: Value) =>
    value === null ? intl.formatMessage(m.empty) : formatValue(field, value);
  const heading = (entry: AuditEntry) => {
    const who = entry.actorName ?? intl.formatMessage(m.someone);
    const what = { create: m.created, update: m.updated, delete: m.deleted }[entry.action];
    return intl.formatMessage(what, { who });
  };
  const when = (iso: string) =>
    new Intl.DateTimeFormat(intl.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  return (
    <Stack gap="xs" data-testid={testId}>
      <Title order={3} size="h5">
        {intl.formatMessage(m.historyTitle)}
      </Title>
      {query.isPending ? (
        <Loader size="sm" role="progressbar" aria-label={intl.formatMessage(k.loading)} />
      ) : query.isError ? (
        <QueryError
          title={intl.formatMessage(m.historyFailed)}
          error={query.error}
          onRetry={() => query.refetch()}
          testId={`${testId}-error`}
        />
      ) : entries.length === 0 ? (
        <Text size="sm" c="gray.7" data-testid={`${testId}-empty`}>
          {intl.formatMessage(m.historyEmpty)}
        </Text>
      ) : (
        <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {entries.map((entry) => {
            // In the order the screen names the fields.
            const fields = Object.keys(fieldLabels)
              .filter((field) => field in entry.changes)
              .map((field) => [field, entry.changes[field]!] as const);
            return (
              <Card key={entry.id} component="li" withBorder padding="sm" data-testid={`${testId}-entry`}>
                <Text size="sm" fw={600}>
                  {heading(entry)}
                </Text>
                <Text size="xs" c="gray.7">
                  <time dateTime={entry.occurredAt}>{when(entry.occurredAt)}</time>
                </Text>
                {fields.length > 0 && (
                  <List size="sm" mt={4} spacing={2}>
                    {fields.map(([field, change]) => (
                      <List.Item key={field}>
                        {entry.action === 'update'
                          ? intl.formatMessage(m.change, {
                              field: fieldLabels[field],
                              before: show(field, change.before),
                              after: show(field, change.after),
                            })
                          : intl.formatMessage(m.initial, {
                              field: fieldLabels[field],
                              after: show(field, entry.action === 'delete' ? change.before : change.after),
                            })}
                      </List.Item>
                    ))}
                  </List>
                )}
              </Card>
            );
          })}
        </Stack>
      )}
      {query.hasNextPage && (
        <Button
          variant="subtle"
          size="xs"
          onClick={() => query.fetchNextPage()}
          loading={query.isFetchingNextPage}
          data-print="hide"
          data-testid={`${testId}-more`}
        >
          {intl.formatMessage(m.moreHistory)}
        </Button>
      )}
    </Stack>
  );
}
