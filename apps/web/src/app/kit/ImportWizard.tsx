import type { DataImport } from '@lintel/contracts/data';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '@lintel/contracts/data';
import type { Endpoint } from '@lintel/contracts/endpoint';
import { formatNumber } from '@lintel/formats/numbers';
import {
  Alert,
  Anchor,
  Button,
  FileInput,
  Group,
  List,
  Modal,
  Progress,
  ScrollArea,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '../api/errors.ts';
import { useAreaRefresh, useEndpointMutation, useEndpointQuery } from '../api/hooks.ts';
import type { KeyScope } from '../api/keys.ts';
import { dataMessages as m } from './data.messages.ts';

/** The three endpoints of an import (`importEndpoints` in the contracts). */
export interface ImportEndpoints {
  preview: Endpoint;
  read: Endpoint;
  confirm: Endpoint;
}

export interface ImportColumnInfo {
  key: string;
  header: string;
  required: boolean;
}

/** Rows of a preview shown at most; the counts say how many there are in all. */
const SHOWN_ROWS = 50;
/** How often the wizard reads the import's progress while its job runs. */
const POLL_MS = 1000;

/**
 * An 'Import' button and its wizard: choose a CSV file (limits and a template shown), see which
 * rows can be imported and why the others cannot, confirm, follow the background job's progress,
 * and read the outcome. Nothing is created before the confirmation; once the import has ended,
 * the scope's area is refreshed.
 *
 * @example <ImportWizard title="Import units" endpoints={structure.unitsData.unitImports} columns={UNIT_IMPORT_COLUMNS} scope={units} templateName="units" testId="units-import" />
 */
export function ImportWizard({
  title,
  endpoints,
  columns,
  scope,
  templateName,
  testId,
}: {
  title: string;
  endpoints: ImportEndpoints;
  columns: readonly ImportColumnInfo[];
  scope: KeyScope;
  /** The template's file name, without extension. */
  templateName: string;
  testId: string;
}) {
  const intl = useIntl();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)} data-testid={testId}>
        {intl.formatMessage(m.import)}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={title}
        size="xl"
        closeButtonProps={{ 'aria-label': intl.formatMessage(m.close) }}
        data-testid={`${testId}-wizard`}
      >
        {opened && (
          <ImportSteps
            endpoints={endpoints}
            columns={columns}
            scope={scope}
            templateName={templateName}
            onClose={() => setOpened(false)}
            testId={testId}
          />
        )}
      </Modal>
    </>
  );
}

/**
 * The wizard's steps without the button and modal around them, for a screen of its own (a modal
 * route whose address opens the import); `onClose` is its last step's 'Close'.
 *
 * @example <ImportSteps endpoints={access.keys.keyImports} columns={KEY_IMPORT_COLUMNS} scope={keys} templateName="keys" onClose={close} testId="keys-import" />
 */
export function ImportSteps({
  endpoints,
  columns,
  scope,
  templateName,
  onClose,
  onConfirmed,
  testId,
}: {
  endpoints: ImportEndpoints;
  columns: readonly ImportColumnInfo[];
  scope: KeyScope;
  templateName: string;
  onClose: () => void;
  /** The import was confirmed: a screen with a page of its own for the import may open it there. */
  onConfirmed?: (importId: string) => void;
  testId: string;
}) {
  const intl = useIntl();
  const [file, setFile] = useState<File | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const [preview, setPreview] = useState<DataImport | null>(null);
  const [confirmedId, setConfirmedId] = useState<string | null>(null);
  const read = useEndpointMutation(endpoints.preview, {
    input: (body: { fileName: string; content: string }) => ({ body }) as never,
  });
  const confirm = useEndpointMutation(endpoints.confirm, {
    input: (importId: string) => ({ params: { importId } }) as never,
  });
  const status = useEndpointQuery(scope, endpoints.read, { params: { importId: confirmedId ?? '' } } as never, {
    enabled: confirmedId !== null,
    refetchInterval: (query) => ((query.state.data as DataImport | undefined)?.state === 'confirmed' ? POLL_MS : false),
  });
  const current = (status.data as DataImport | undefined) ?? null;
  const refresh = useAreaRefresh(scope);
  const ended = current?.state === 'done' || current?.state === 'failed';
  // The area's lists and counts changed once the import ended: refresh them once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: refresh is a new function each render
  useEffect(() => {
    if (ended) void refresh();
  }, [ended]);

  const check = async () => {
    if (!file) return;
    if (file.size > IMPORT_MAX_BYTES) {
      setTooLarge(true);
      return;
    }
    const content = await file.text();
    read.mutate({ fileName: file.name, content }, { onSuccess: (answer) => setPreview(answer as DataImport) });
  };
  const start = () => {
    if (!preview) return;
    confirm.mutate(preview.id, {
      onSuccess: () => {
        setConfirmedId(preview.id);
        onConfirmed?.(preview.id);
      },
    });
  };
  const template = () => {
    const blob = new Blob([`\ufeff${columns.map((c) => c.header).join(',')}\r\n`], { type: 'text/csv' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `${templateName}-template.csv`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  // 4. The outcome.
  if (current && (current.state === 'done' || current.state === 'failed')) {
    const skipped = current.invalidRows.length;
    return (
      <Stack data-testid={`${testId}-summary`}>
        {current.state === 'done' ? (
          <Alert color="green" variant="light" data-testid={`${testId}-done`}>
            <Text size="sm">{intl.formatMessage(m.done, { created: current.createdCount })}</Text>
            {skipped > 0 && <Text size="sm">{intl.formatMessage(m.doneSkipped, { skipped })}</Text>}
          </Alert>
        ) : (
          <Alert color="red" variant="light" data-testid={`${testId}-failed`}>
            {intl.formatMessage(m.failed, { created: current.createdCount, total: current.validRows.length })}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button onClick={onClose} data-testid={`${testId}-close`}>
            {intl.formatMessage(m.close)}
          </Button>
        </Group>
      </Stack>
    );
  }

  // 3. The job runs: its progress.
  if (confirmedId) {
    const total = preview?.validRows.length ?? 0;
    const created = current?.createdCount ?? 0;
    return (
      <Stack data-testid={`${testId}-running`}>
        <Progress
          value={current?.progress ?? 0}
          size="lg"
          striped
          animated
          aria-label={intl.formatMessage(m.progressLabel)}
          data-testid={`${testId}-progress`}
        />
        <Text size="sm" aria-live="polite">
          {current && current.progress > 0
            ? intl.formatMessage(m.progress, { created: formatNumber(created), total: formatNumber(total) })
            : intl.formatMessage(m.waiting)}
        </Text>
        {status.isError && (
          <Alert color="red" variant="light" title={intl.formatMessage(m.statusFailed)}>
            {status.error.message}
          </Alert>
        )}
      </Stack>
    );
  }

  // 2. The preview: what can be imported, and why the rest cannot.
  if (preview) {
    const valid = preview.validRows.length;
    const invalid = preview.invalidRows.length;
    return (
      <Stack data-testid={`${testId}-preview`}>
        <Text size="sm" fw={600} data-testid={`${testId}-counts`}>
          {intl.formatMessage(m.summaryReady, { valid })}{' '}
          {invalid > 0 && intl.formatMessage(m.summaryProblems, { invalid })}
        </Text>
        {invalid > 0 && (
          <ScrollArea.Autosize mah={260} type="auto">
            <Table striped withTableBorder captionSide="top" data-testid={`${testId}-problems`}>
              <Table.Caption ta="left" fw={600} c="dark">
                {intl.formatMessage(m.problemsTitle)}
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={70}>{intl.formatMessage(m.line)}</Table.Th>
                  <Table.Th>{intl.formatMessage(m.problems)}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preview.invalidRows.slice(0, SHOWN_ROWS).map((row) => (
                  <Table.Tr key={row.line}>
                    <Table.Td>{row.line}</Table.Td>
                    <Table.Td>
                      <List size="sm" spacing={0}>
                        {row.problems.map((problem) => (
                          <List.Item key={`${problem.column}:${problem.message}`}>
                            {problem.column
                              ? intl.formatMessage(m.problem, { column: problem.column, message: problem.message })
                              : problem.message}
                          </List.Item>
                        ))}
                      </List>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {invalid > SHOWN_ROWS && (
              <Text size="xs" c="gray.7">
                {intl.formatMessage(m.moreRows, { count: formatNumber(invalid - SHOWN_ROWS) })}
              </Text>
            )}
          </ScrollArea.Autosize>
        )}
        {valid > 0 && (
          <ScrollArea.Autosize mah={260} type="auto">
            <Table striped withTableBorder captionSide="top" data-testid={`${testId}-ready`}>
              <Table.Caption ta="left" fw={600} c="dark">
                {intl.formatMessage(m.readyTitle)}
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={70}>{intl.formatMessage(m.line)}</Table.Th>
                  {preview.columns.map((column) => (
                    <Table.Th key={column.key}>{column.header}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preview.validRows.slice(0, SHOWN_ROWS).map((row) => (
                  <Table.Tr key={row.line}>
                    <Table.Td>{row.line}</Table.Td>
                    {preview.columns.map((column) => (
                      <Table.Td key={column.key}>{row.cells[column.key]}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {valid > SHOWN_ROWS && (
              <Text size="xs" c="gray.7">
                {intl.formatMessage(m.moreRows, { count: formatNumber(valid - SHOWN_ROWS) })}
              </Text>
            )}
          </ScrollArea.Autosize>
        )}
        {confirm.isError && (
          <Alert
            color="red"
            variant="light"
            title={intl.formatMessage(m.confirmFailed)}
            data-testid={`${testId}-confirm-error`}
          >
            {confirm.error.message}
          </Alert>
        )}
        <Group justify="space-between">
          <Button
            variant="default"
            onClick={() => {
              setPreview(null);
              setFile(null);
              confirm.reset();
            }}
          >
            {intl.formatMessage(m.chooseAnother)}
          </Button>
          <Button onClick={start} disabled={valid === 0} loading={confirm.isPending} data-testid={`${testId}-confirm`}>
            {intl.formatMessage(m.confirm, { valid })}
          </Button>
        </Group>
      </Stack>
    );
  }

  // 1. Choose the file.
  const columnList = columns
    .map((column) =>
      column.required ? column.header : intl.formatMessage(m.optionalColumn, { column: column.header }),
    )
    .join(', ');
  const issues = isApiError(read.error) ? read.error.issues : [];
  return (
    <Stack data-testid={`${testId}-choose`}>
      <Text size="sm">
        {intl.formatMessage(m.limits, {
          rows: formatNumber(IMPORT_MAX_ROWS),
          megabytes: formatNumber(IMPORT_MAX_BYTES / 1_000_000),
          columns: columnList,
        })}{' '}
        <Anchor component="button" type="button" size="sm" onClick={template} data-testid={`${testId}-template`}>
          {intl.formatMessage(m.template)}
        </Anchor>
      </Text>
      <FileInput
        label={intl.formatMessage(m.chooseFile)}
        placeholder={intl.formatMessage(m.chooseFilePlaceholder)}
        // The button's name starts with what it shows (the placeholder, then the file's name).
        aria-label={
          file ? intl.formatMessage(m.chosenFile, { name: file.name }) : intl.formatMessage(m.chooseFilePlaceholder)
        }
        accept=".csv,text/csv"
        value={file}
        onChange={(chosen) => {
          setFile(chosen);
          setTooLarge(false);
          read.reset();
        }}
        error={
          tooLarge
            ? intl.formatMessage(m.fileTooLarge, { megabytes: formatNumber(IMPORT_MAX_BYTES / 1_000_000) })
            : undefined
        }
        clearable
        data-testid={`${testId}-file`}
      />
      {read.isError && (
        <Alert
          color="red"
          variant="light"
          title={intl.formatMessage(m.readFailed)}
          data-testid={`${testId}-read-error`}
        >
          <Text size="sm">{read.error.message}</Text>
          {issues.length > 0 && (
            <List size="sm" mt={4}>
              {issues.map((issue) => (
                <List.Item key={`${issue.path}:${issue.message}`}>{issue.message}</List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button onClick={check} disabled={!file} loading={read.isPending} data-testid={`${testId}-check`}>
          {intl.formatMessage(m.readFile)}
        </Button>
      </Group>
    </Stack>
  );
}
