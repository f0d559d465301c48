import { customerOrCommunity, k, keys } from './define.ts';

/*
 * GO, the applicant-management area. Its permission lookup returns a list; any requested code suffices.
 * The leasing-application permission set of part 1 section 6 is kept here, as GO is the applicant-management app.
 */
const app = ['GO_APPLICATION_VIEW'] as const;

export const goKeys = keys('GO', { ...customerOrCommunity, inferred: true }, [
  k('GO_COMMUNITY_VIEW', 'P2:178', 'View GO for the community (applications, renewals, community map).', {
    view: true,
    contexts: ['COMMUNITY'],
  }),
  k('GO_CUSTOMER_VIEW', 'P2:178', 'View GO for every community of the customer (applications, renewals).', {
    view: true,
    contexts: ['CUSTOMER'],
  }),
  k('GO_FEE_PAYMENTS_REPORT', 'P2:178', 'The fee-payments report (reconciliation screen).', { view: true }),
  k('GO_APPLICATION_VIEW', 'P1:407', 'View leasing applications.', { view: true }),
  k('GO_APPLICATION_CREATE', 'P1:407', 'Create leasing applications.', { dependsOn: app }),
  k('GO_APPLICATION_MANAGE', 'P1:407', 'Manage leasing applications.', { dependsOn: app }),
  k('GO_APPLICATION_APPROVE', 'P1:407', 'Approve leasing applications.', { dependsOn: app }),
  k('GO_APPLICATION_CANCEL', 'P1:407', 'Cancel leasing applications.', { dependsOn: app }),
  k('GO_APPLICATION_DENY', 'P1:407', 'Deny leasing applications.', { dependsOn: app }),
  k('GO_RENEWALS_MANAGE', 'P1:407', 'Manage renewals.'),
  k('GO_PROMOS_MANAGE', 'P1:407', 'Manage promotions (a GO setting).'),
  k('GO_RULES_MANAGE', 'P1:407', 'Manage rules (a GO setting).'),
  k('GO_WORKFLOWS_MANAGE', 'P1:407', 'Manage workflows (a GO setting).'),
  k('GO_TERMS_MANAGE', 'P1:407', 'Manage terms (a GO setting).'),
  k('GO_INTEGRATION_SETTINGS_MANAGE', 'P1:407', 'Manage integration settings (a GO setting).'),
]);
