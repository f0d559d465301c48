import type { ExportFormat } from '@lintel/contracts/data';
import type { Endpoint } from '@lintel/contracts/endpoint';
import { formatNumber } from '@lintel/formats/numbers';
import { Alert, Button, Menu, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { CallInput } from '../api/client.ts';
import { useEndpointDownload } from '../api/hooks.ts';
import { dataMessages as m } from './data.messages.ts';

/**
 * 'Export' with CSV and Excel (XLSX): downloads the list the screen shows, with its search, filters
 * and sort (`query` without the format), from the list's export endpoint.
 *
 * @example <ExportMenu endpoint={structure.unitsData.exportUnits} query={{ q, sort }} maxRows={EXPORT_MAX_ROWS} testId="units-export" />
 */
export function ExportMenu<E extends Endpoint>({
  endpoint,
  query,
  maxRows,
  testId,
}: {
  endpoint: E;
  query: Record<string, string | undefined>;
  maxRows: number;
  testId: string;
}) {
  const intl = useIntl();
  const download = useEndpointDownload(endpoint);
  const start = (format: ExportFormat) => {
    const filled = Object.fromEntries(Object.entries(query).filter(([, value]) => value));
    download.mutate({ query: { ...filled, format } } as unknown as CallInput<E>);
  };
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default" loading={download.isPending} data-testid={testId}>
            {intl.formatMessage(m.export)}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => start('csv')} data-testid={`${testId}-csv`}>
            {intl.formatMessage(m.exportCsv)}
          </Menu.Item>
          <Menu.Item onClick={() => start('xlsx')} data-testid={`${testId}-xlsx`}>
            {intl.formatMessage(m.exportXlsx)}
          </Menu.Item>
          <Menu.Divider />
          <Text size="xs" c="gray.7" px="sm" py={4} maw={260}>
            {intl.formatMessage(m.exportLimit, { rows: formatNumber(maxRows) })}
          </Text>
        </Menu.Dropdown>
      </Menu>
      {download.isError && (
        <Alert color="red" variant="light" title={intl.formatMessage(m.exportFailed)} data-testid={`${testId}-error`}>
          {download.error.message}
        </Alert>
      )}
    </>
  );
}
