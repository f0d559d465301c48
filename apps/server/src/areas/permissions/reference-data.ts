import { communityManagerKeys, communityViewerKeys, fixedPresets, permissionDefinitions } from '@lintel/permissions';
import { sql } from 'kysely';
import type { Database } from '../../platform/db/open.ts';
import type { ProviderRoleCode } from '../../platform/db/schema.ts';
import { stableId } from '../../platform/stable-id.ts';

/** Presets offered to customers besides the two fixed ones; their ids are stable. */
export const communityManagerPreset = {
  id: stableId('preset:community_manager'),
  code: 'community_manager',
  name: 'Community manager',
  description: 'Everything community staff do, without portfolio administration',
  keys: communityManagerKeys,
};
export const communityViewerPreset = {
  id: stableId('preset:community_viewer'),
  code: 'community_viewer',
  name: 'Community viewer',
  description: 'Read-only access to a community',
  keys: communityViewerKeys,
};

const grantable = permissionDefinitions.filter((d) => !d.restrictive);
const customerKeys = grantable.filter((d) => d.domain === 'CUSTOMER').map((d) => d.key);
const providerKeys = grantable.filter((d) => d.domain === 'LINTEL').map((d) => d.key);

/** What each provider role may do: provider keys (no context) and customer keys in any selected customer. */
const providerRoles: {
  code: ProviderRoleCode;
  name: string;
  provider: readonly string[];
  customer: readonly string[];
}[] = [
  { code: 'SUPER_ADMIN', name: 'Super admin', provider: providerKeys, customer: customerKeys },
  {
    code: 'ADMIN',
    name: 'Lintel staff',
    provider: providerKeys.filter((key) => !key.startsWith('AUTH_SUPER_ADMINS_')),
    customer: customerKeys,
  },
  {
    code: 'SUPER_READONLY_ADMIN',
    name: 'Read-only super admin',
    provider: grantable.filter((d) => d.domain === 'LINTEL' && d.viewOnly).map((d) => d.key),
    customer: grantable.filter((d) => d.domain === 'CUSTOMER' && d.viewOnly).map((d) => d.key),
  },
  {
    code: 'DIGITAL_HUMAN_WRITER',
    name: 'Digital human writer',
    provider: [],
    customer: grantable.filter((d) => d.app === 'MIA' || d.app === 'DHAI' || d.app === 'CMS').map((d) => d.key),
  },
  { code: 'NO_ROLE', name: 'No role', provider: [], customer: [] },
];

/**
 * Brings the provider roles and presets in line with the permission registry in the code. Runs at
 * every start (after migrations): new keys reach super admins and preset-following roles at once.
 * All internal roles and presets are rewritten; customer roles are never touched.
 */
export async function syncReferenceData(database: Database): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('lintel-reference-data'))`.execute(trx);
    for (const preset of [...fixedPresets, communityManagerPreset, communityViewerPreset]) {
      const internal = fixedPresets.includes(preset as (typeof fixedPresets)[number]);
      await trx
        .insertInto('role_presets')
        .values({ ...presetRow(preset), internal })
        .onConflict((oc) => oc.column('id').doUpdateSet({ ...presetRow(preset), internal }))
        .execute();
    }
    for (const role of providerRoles) {
      await trx
        .insertInto('provider_roles')
        .values({ code: role.code, name: role.name, internal: true })
        .onConflict((oc) => oc.column('code').doUpdateSet({ name: role.name }))
        .execute();
      await trx.deleteFrom('provider_role_permissions').where('role_code', '=', role.code).execute();
      const rows = [
        ...role.provider.map((key) => ({ role_code: role.code, permission_key: key, scope: 'NO_CONTEXT' as const })),
        ...role.customer.map((key) => ({ role_code: role.code, permission_key: key, scope: 'ALL_CUSTOMERS' as const })),
      ];
      if (rows.length) await trx.insertInto('provider_role_permissions').values(rows).execute();
    }
  });
}

function presetRow(preset: { id: string; code: string; name: string; description: string; keys: readonly string[] }) {
  return {
    id: preset.id,
    code: preset.code,
    name: preset.name,
    description: preset.description,
    permission_keys: [...preset.keys],
  };
}
