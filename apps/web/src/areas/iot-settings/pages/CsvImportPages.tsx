import { access } from '@lintel/contracts';
import type { DataImport, ImportState, ImportSummary } from '@lintel/contracts/data';
import { Alert, Anchor, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { type IntlShape, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router';
import { type DataColumn, DataTable } from '../../../app/kit/DataTable.tsx';
import { ImportSteps } from '../../../app/kit/ImportWizard.tsx';
import { ListPagination } from '../../../app/kit/ListPagination.tsx';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { defineStateMap, StatusBadge } from '../../../app/kit/StatusBadge.tsx';
import { useUrlSearch } from '../../../app/kit/useUrlSearch.ts';
import { href } from '../../../app/routing/table.ts';
import { csvImportScope, useCsvImportQuery, useCsvImportsQuery } from '../api/csvImport.ts';
import { iotSettingsMessages as m } from '../messages.ts';

const PAGE_SIZE = 20;
/** Rows shown on an import's page; the counts say how many there are in all. */
const SHOWN_ROWS = 200;

const importStates = defineStateMap<ImportState>({
  previewed: { label: m.statepreviewed, tone: 'neutral' },
  confirmed: { label: m.stateconfirmed, tone: 'progress' },
  done: { label: m.statedone, tone: 'success' },
  failed: { label: m.statefailed, tone: 'danger' },
});

const when = (intl: IntlShape, iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
const detailsHref = (id: string) => href('iot.settings.integrations.csvImport.details', { id });

/**
 * /iot/settings/integrations/csv-import (a tab of the integrations; APARTMENT_COMMUNITY_IMPORT_DATA
 * and not DELAY_LINE_READ; D252): what the import does, a new import, and the past imports, newest
 * first, each opening its details.
 */
export function CsvImportsPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { page, setPage } = useUrlSearch();
  const query = useCsvImportsQuery({ page, size: PAGE_SIZE });
  const columns: DataColumn<ImportSummary>[] = [
    {
      id: 'createdAt',
      header: intl.formatMessage(m.csvAt),
      required: true,
      cell: (row) => (
        <Anchor component={Link} to={detailsHref(row.id)} tabIndex={-1}>
          {when(intl, row.createdAt)}
        </Anchor>
      ),
    },
    { id: 'fileName', header: intl.formatMessage(m.csvFile), cell: (row) => row.fileName },
    {
      id: 'state',
      header: intl.formatMessage(m.csvState),
      cell: (row) => <StatusBadge map={importStates} state={row.state} testId="csv-import-state" />,
    },
    {
      id: 'rows',
      header: intl.formatMessage(m.csvRows),
      cell: (row) =>
        intl.formatMessage(m.csvRowsValue, {
          created: row.createdCount,
          valid: row.validCount,
          invalid: row.invalidCount,
        }),
    },
    { id: 'createdBy', header: intl.formatMessage(m.csvBy), cell: (row) => row.createdBy },
  ];
  return (
    <Stack gap="md" data-testid="csv-imports">
      <Group justify="space-between" align="flex-start">
        <Text size="sm" c="dimmed" maw={720}>
          {intl.formatMessage(m.csvImportAbout)}
        </Text>
        <Button component={Link} to={href('iot.settings.integrations.csvImport.new')} data-testid="csv-import-new">
          {intl.formatMessage(m.csvImportNew)}
        </Button>
      </Group>
      <DataTable
        tableId="iotSettings.csvImports"
        label={intl.formatMessage(m.csvImportsTable)}
        query={query}
        rows={query.data?.content}
        columns={columns}
        columnChooser={false}
        failed={intl.formatMessage(m.csvImportsFailed)}
        empty={intl.formatMessage(m.csvImportsEmpty)}
        testId="csv-imports-table"
        rowTestId="csv-import-row"
        onOpen={(row: ImportSummary) => navigate(detailsHref(row.id))}
      />
      {query.data && <ListPagination totalPages={query.data.totalPages} page={page} onChange={setPage} />}
    </Stack>
  );
}

/**
 * /iot/settings/integrations/csv-import/new: the kit's import steps (choose a file or take the
 * template, read it, see every refused row with its reasons, confirm); once confirmed, the import's
 * own page shows its progress.
 */
export function CsvImportNewPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const list = href('iot.settings.integrations.csvImport');
  return (
    <Stack gap="md" maw={900} data-testid="csv-import-new-page">
      <Anchor component={Link} to={list} size="sm">
        {intl.formatMessage(m.csvBack)}
      </Anchor>
      <Text size="sm" c="dimmed">
        {intl.formatMessage(m.csvImportAbout)}
      </Text>
      <ImportSteps
        endpoints={access.leaseImport.leaseImports}
        columns={access.leaseImport.LEASE_IMPORT_COLUMNS}
        scope={csvImportScope}
        templateName="residents-and-leases"
        onClose={() => navigate(list)}
        onConfirmed={(importId) => navigate(detailsHref(importId))}
        testId="csv-import"
      />
    </Stack>
  );
}

type Line = DataImport['invalidRows'][number];

/**
 * /iot/settings/integrations/csv-import/:id/details: one import: its file, state and who read it, a
 * progress bar while it runs (asked again every few seconds), how it ended, the refused rows with
 * their reasons and the rows it imports.
 */
export function CsvImportDetailsPage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const query = useCsvImportQuery(id);
  if (!query.data) return <QueryState query={query} failed={intl.formatMessage(m.csvImportFailed)} />;
  const item = query.data;
  const valid = item.validRows.length;
  const cellsOf = (row: { cells: Record<string, string> }) =>
    item.columns
      .map((column) => row.cells[column.key] ?? '')
      .filter((cell) => cell !== '')
      .join(' · ');
  const refusedColumns: DataColumn<Line & { id: string }>[] = [
    { id: 'line', header: intl.formatMessage(m.csvLine), required: true, cell: (row) => row.line },
    { id: 'cells', header: intl.formatMessage(m.csvRow), cell: cellsOf },
    {
      id: 'reasons',
      header: intl.formatMessage(m.csvReasons),
      cell: (row) =>
        row.problems
          .map((problem) => (problem.column ? `${problem.column}: ${problem.message}` : problem.message))
          .join('; '),
    },
  ];
  const validColumns: DataColumn<{ id: string; line: number; cells: Record<string, string> }>[] = [
    { id: 'line', header: intl.formatMessage(m.csvLine), required: true, cell: (row) => row.line },
    { id: 'cells', header: intl.formatMessage(m.csvRow), cell: cellsOf },
  ];
  return (
    <Stack gap="lg" data-testid="csv-import-details">
      <Anchor component={Link} to={href('iot.settings.integrations.csvImport')} size="sm">
        {intl.formatMessage(m.csvBack)}
      </Anchor>
      <Card withBorder padding="md">
        <Stack gap="xs">
          <Group gap="sm">
            <Title order={2} size="h4">
              {item.fileName}
            </Title>
            <StatusBadge map={importStates} state={item.state} testId="csv-import-details-state" />
          </Group>
          <Text size="sm">
            {intl.formatMessage(m.csvAt)}: {when(intl, item.createdAt)}
          </Text>
          <Text size="sm" data-testid="csv-import-details-rows">
            {intl.formatMessage(m.csvRowsValue, {
              created: item.createdCount,
              valid,
              invalid: item.invalidRows.length,
            })}
          </Text>
          {item.state === 'confirmed' && (
            <Stack gap={4}>
              <Progress
                value={item.progress}
                size="lg"
                striped
                animated
                aria-label={intl.formatMessage(m.csvProgress, { created: item.createdCount, valid })}
                data-testid="csv-import-progress"
              />
              <Text size="sm" aria-live="polite">
                {intl.formatMessage(m.csvProgress, { created: item.createdCount, valid })}
              </Text>
            </Stack>
          )}
          {item.state === 'previewed' && (
            <Alert color="gray" variant="light">
              {intl.formatMessage(m.csvNotConfirmed)}
            </Alert>
          )}
          {item.state === 'failed' && (
            <Alert color="red" variant="light" data-testid="csv-import-details-failed">
              {intl.formatMessage(m.csvFailedText, { created: item.createdCount, valid })}
            </Alert>
          )}
        </Stack>
      </Card>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {intl.formatMessage(m.csvRefusedTitle)}
        </Title>
        <DataTable
          tableId="iotSettings.csvImport.refused"
          label={intl.formatMessage(m.csvRefusedTitle)}
          query={query}
          rows={item.invalidRows.slice(0, SHOWN_ROWS).map((row) => ({ ...row, id: String(row.line) }))}
          columns={refusedColumns}
          columnChooser={false}
          failed={intl.formatMessage(m.csvImportFailed)}
          empty={intl.formatMessage(m.csvNoRefused)}
          testId="csv-import-refused"
          rowTestId="csv-import-refused-row"
        />
      </Stack>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {intl.formatMessage(m.csvImportedTitle)}
        </Title>
        <DataTable
          tableId="iotSettings.csvImport.valid"
          label={intl.formatMessage(m.csvImportedTitle)}
          query={query}
          rows={item.validRows.slice(0, SHOWN_ROWS).map((row) => ({ ...row, id: String(row.line) }))}
          columns={validColumns}
          columnChooser={false}
          failed={intl.formatMessage(m.csvImportFailed)}
          empty={intl.formatMessage(m.csvNoValid)}
          testId="csv-import-valid"
          rowTestId="csv-import-valid-row"
        />
      </Stack>
    </Stack>
  );
}
