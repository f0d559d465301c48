import { type AppDefaults, type KeySpec, k, keys, providerOnly } from './define.ts';

/*
 * Authentication service: provider (LINTEL-domain) administration and portfolio (customer) administration.
 * The spec lists the covered areas and the possible actions ("where applicable"); the codes, and which
 * actions apply to which area, are chosen here.
 */
const actionLabels = {
  VIEW: 'View',
  ADD: 'Add',
  EDIT: 'Edit',
  DELETE: 'Delete',
  BLOCK: 'Block',
  RESTORE: 'Restore',
  RE_INVITE: 'Re-invite',
  RESET_PASSWORD: 'Reset the password of',
  RESET_MFA: 'Reset the MFA of',
} as const;
type Action = keyof typeof actionLabels;

const profileActions = [
  'VIEW',
  'ADD',
  'EDIT',
  'DELETE',
  'BLOCK',
  'RESTORE',
  'RE_INVITE',
  'RESET_PASSWORD',
  'RESET_MFA',
] as const satisfies readonly Action[];
const restorable = ['VIEW', 'ADD', 'EDIT', 'DELETE', 'RESTORE'] as const satisfies readonly Action[];
const editable = ['VIEW', 'ADD', 'EDIT', 'DELETE'] as const satisfies readonly Action[];
const viewEdit = ['VIEW', 'EDIT'] as const satisfies readonly Action[];

function group<const P extends string, const A extends Action>(
  prefix: P,
  ref: string,
  label: string,
  actions: readonly A[],
): KeySpec<`${P}_${A}`>[] {
  return actions.map((action) =>
    k(`${prefix}_${action}` as const, ref, `${actionLabels[action]} ${label}.`, {
      view: action === 'VIEW',
      ...(action === 'VIEW' ? {} : { dependsOn: [`${prefix}_VIEW`] }),
    }),
  );
}

const provider: AppDefaults = { ...providerOnly, inferred: true };
const P = 'P1:404';

export const authProviderKeys = keys('AUTH', provider, [
  ...group('AUTH_SETUP', P, 'the administrative setup', viewEdit),
  ...group('AUTH_PRESETS', P, 'presets', editable),
  ...group('AUTH_SUPER_ADMINS', P, 'super admins', profileActions),
  ...group('AUTH_LINTEL_USERS', P, 'provider (Lintel staff) users', profileActions),
  ...group('AUTH_APPS', P, 'applications', restorable),
  ...group('AUTH_BUNDLES', P, 'application bundles', editable),
  ...group('AUTH_METAROLE_TEMPLATES', P, 'metarole templates', restorable),
  ...group('AUTH_CUSTOMERS', P, 'customers', restorable),
  ...group('AUTH_COMMUNITIES', P, 'communities of any customer', restorable),
  ...group('AUTH_LICENSING', P, 'licensing', viewEdit),
  ...group('AUTH_INTEGRATION_PARTNERS', P, 'integration partners', editable),
  ...group('AUTH_PERMISSION_GROUPS', P, 'permission groups', editable),
  ...group('AUTH_ROLE_CONFIG', P, 'the role configuration', viewEdit),
  k('AUTH_APP_PERMISSIONS_VIEW', 'P2:185', 'View the permissions of an application.', {
    view: true,
    dependsOn: ['AUTH_APPS_VIEW'],
  }),
  k('AUTH_DELETED_ENTITIES_VIEW', 'P2:173', 'View deleted applications, customers, communities, roles and users.', {
    view: true,
  }),
]);

/** Portfolio keys: customer-domain, granted per customer, admin level (never for portfolio users). */
const portfolio: AppDefaults = { domain: 'CUSTOMER', contexts: ['CUSTOMER'], adminLevel: true, inferred: true };
const Q = 'P1:405';

export const authPortfolioKeys = keys('AUTH', portfolio, [
  ...group('AUTH_PORTFOLIO_CUSTOMER_DETAILS', Q, 'the company (customer) details', viewEdit),
  ...group('AUTH_PORTFOLIO_LICENSING', Q, 'the licensing of the company', ['VIEW']),
  ...group('AUTH_PORTFOLIO_APP_ACCESS', Q, 'the app access of the company', viewEdit),
  ...group('AUTH_PORTFOLIO_ROLES', Q, 'company roles', restorable),
  ...group('AUTH_PORTFOLIO_PERMISSIONS', Q, 'the permissions of company users and roles', viewEdit),
  ...group('AUTH_PORTFOLIO_COMMUNITIES', Q, 'the communities of the company', restorable),
  ...group('AUTH_PORTFOLIO_CUSTOMER_USERS', Q, 'customer users (portfolio and community users)', profileActions),
  ...group('AUTH_PORTFOLIO_ADMINS', Q, 'portfolio admins', profileActions),
]);

export const authKeys = Object.freeze([...authProviderKeys, ...authPortfolioKeys]);
