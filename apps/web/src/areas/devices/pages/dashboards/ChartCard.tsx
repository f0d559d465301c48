import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { QueryError, type QueryLike } from '../../../../app/kit/QueryState.tsx';
import { dashboardMessages as m } from '../../dashboards.messages.ts';

/**
 * One widget of a dashboard: its heading, a skeleton until its data arrives, the error with 'try
 * again', and the chart with a text summary for those who do not see it.
 */
export function ChartCard({
  title,
  hint,
  query,
  ready,
  testId,
  height = 280,
  children,
}: {
  title: string;
  hint?: string;
  query: QueryLike;
  ready: boolean;
  testId: string;
  height?: number;
  children: ReactNode;
}) {
  const intl = useIntl();
  const headingId = `${testId}-title`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId} data-testid={testId}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          {hint && (
            <Text size="sm" c="gray.7">
              {hint}
            </Text>
          )}
        </div>
        {query.isError ? (
          <QueryError
            title={intl.formatMessage(m.widgetFailed)}
            error={query.error}
            onRetry={query.refetch}
            testId={`${testId}-error`}
          />
        ) : ready ? (
          children
        ) : (
          <Skeleton h={height} radius="sm" />
        )}
      </Stack>
    </Paper>
  );
}
