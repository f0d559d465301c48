import { importEndpoints, importListEndpoint } from '../data.ts';
import type { PermissionRule } from '../endpoint.ts';

/**
 * The smart-building CSV import (part 3 section 2, /iot/settings/integrations/csv-import, its `new`
 * and `:id/details`; section 6: APARTMENT_COMMUNITY_IMPORT_DATA and the absence of DELAY_LINE_READ;
 * D252): a community without a PMS integration brings in its residents and their leases from a
 * rent roll. One row is one resident; rows of the same unit with the same lease dates are one lease.
 * Built on the kit's import (preview, confirm, progress) with a list of past imports.
 */

/** "CSV import requires APARTMENT_COMMUNITY_IMPORT_DATA and the absence of DELAY_LINE_READ." */
const CSV_IMPORT: PermissionRule = { policy: 'iot.csvImport' };

/** The file's columns; a unit is found by its name, within the building when one is named. */
export const LEASE_IMPORT_COLUMNS = [
  { key: 'unit', header: 'Unit', aliases: ['unit number', 'apartment', 'apt'], required: true },
  { key: 'building', header: 'Building', aliases: ['building name'], required: false },
  { key: 'firstName', header: 'First name', aliases: ['first', 'given name'], required: true },
  { key: 'lastName', header: 'Last name', aliases: ['last', 'surname', 'family name'], required: true },
  { key: 'email', header: 'Email', aliases: ['e-mail', 'email address'], required: false },
  { key: 'phone', header: 'Phone', aliases: ['mobile', 'phone number'], required: false },
  { key: 'startsOn', header: 'Lease start', aliases: ['start', 'move-in', 'lease start date'], required: true },
  { key: 'endsOn', header: 'Lease end', aliases: ['end', 'move-out', 'lease end date'], required: true },
] as const;

const options = {
  id: 'access.leaseImports',
  path: '/api/iot/settings/integrations/csv-imports',
  what: 'residents and leases',
  permission: CSV_IMPORT,
} as const;

export const leaseImports = importEndpoints(options);
export const listLeaseImports = importListEndpoint(options);
