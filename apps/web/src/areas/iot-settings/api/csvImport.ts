import { access } from '@lintel/contracts';
import type { DataImport } from '@lintel/contracts/data';
import { useEndpointListQuery, useEndpointQuery } from '../../../app/api/hooks.ts';
import { keyScope } from '../../../app/api/keys.ts';

/** The CSV import of residents and leases (D252); an import's end refreshes the area through the wizard. */
export const csvImportScope = keyScope('iot-settings', 'csv-imports');
const { leaseImports, listLeaseImports } = access.leaseImport;

/** While an import runs, its page asks again every few seconds. */
const POLL_MS = 2_000;

/** One page of the community's imports, newest first; asked again while one runs. */
export function useCsvImportsQuery(input: { page: number; size: number }) {
  return useEndpointListQuery(
    csvImportScope,
    listLeaseImports,
    { query: { page: input.page, size: input.size } },
    {
      placeholderData: (previous) => previous,
      refetchInterval: (query) =>
        query.state.data?.content.some((row) => row.state === 'confirmed') ? POLL_MS : false,
    },
  );
}

export function useCsvImportQuery(importId: string) {
  return useEndpointQuery(
    csvImportScope,
    leaseImports.read,
    { params: { importId } },
    {
      refetchInterval: (query) =>
        (query.state.data as DataImport | undefined)?.state === 'confirmed' ? POLL_MS : false,
    },
  );
}
