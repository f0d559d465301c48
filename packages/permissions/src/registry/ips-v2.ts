import { type KeyOptions, type KeySpec, k, keys, providerOnly } from './define.ts';

/*
 * Partner integration (v2) and the integration dashboard (sync service). The spec spells its one
 * stated code in lower case ('partner_update_ips'); registry keys are upper case, so it is PARTNER_UPDATE_IPS.
 * The other codes follow the same entity_action_ips pattern and are chosen here.
 */
const actions = ['CREATE', 'VIEW', 'UPDATE', 'DELETE'] as const;
type Action = (typeof actions)[number];
const verbs: Record<Action, string> = { CREATE: 'Create', VIEW: 'View', UPDATE: 'Update', DELETE: 'Delete' };

function crud<const E extends string>(
  entity: E,
  label: string,
  options: KeyOptions = {},
): KeySpec<`${E}_${Action}_IPS`>[] {
  return actions.map((action) => {
    const key = `${entity}_${action}_IPS` as const;
    const stated = (key as string) === 'PARTNER_UPDATE_IPS';
    return k(key, 'P2:174', `${verbs[action]} ${label}.${stated ? " The spec writes it 'partner_update_ips'." : ''}`, {
      ...options,
      inferred: !stated,
      view: action === 'VIEW',
      ...(action === 'VIEW' ? {} : { dependsOn: [`${entity}_VIEW_IPS`] }),
    });
  });
}

/** Customer- or community-level integration settings (the community details screen, parameter values). */
const customerSide: KeyOptions = { domain: 'CUSTOMER', contexts: ['CUSTOMER', 'COMMUNITY'] };

export const ipsV2Keys = keys('IPS_V2', providerOnly, [
  ...crud('PARTNER', 'integration partners'),
  ...crud('PURPOSE', 'partner purposes'),
  ...crud('PARAMETER', 'partner parameters'),
  ...crud('PARAMETER_VALUES', 'parameter values', customerSide),
  ...crud('PURPOSE_ASSOCIATION', 'partner-purpose associations'),
  ...crud('COMMUNITY', 'community integration settings and permissions', customerSide),
  ...crud('AUDIT_LOG', 'the partner audit log'),
  ...crud('ACL', 'the module access-control list'),
  k('SCHEDULE_VIEW_IPS', 'P2:174', 'View integration-dashboard schedules, jobs and tasks.', {
    inferred: true,
    view: true,
  }),
  k('SCHEDULE_UPDATE_IPS', 'P2:174', 'Add and edit schedules.', {
    inferred: true,
    dependsOn: ['SCHEDULE_VIEW_IPS'],
  }),
  k('SCHEDULE_AUDIT_IPS', 'P2:174', 'View the integration-dashboard audit log.', { inferred: true, view: true }),
  k('ONE_TIME_SYNC_EXECUTE_IPS', 'P2:174', 'Execute a one-time sync.', {
    inferred: true,
    dependsOn: ['ONE_TIME_SYNC_READ_IPS'],
  }),
  k('ONE_TIME_SYNC_READ_IPS', 'P2:174', 'Read one-time syncs.', { inferred: true, view: true }),
]);
