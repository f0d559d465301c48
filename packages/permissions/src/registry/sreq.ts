import { customerOrCommunity, k, keys } from './define.ts';

const view = ['SREQ_VIEW'] as const;

/** Service requests (part 2 section 6, "Service requests"). */
export const sreqKeys = keys('SREQ', { ...customerOrCommunity, inferred: true }, [
  k('SREQ_VIEW', 'P2:180', 'View service requests.', { view: true }),
  k('SREQ_CREATE', 'P2:180', 'Create service requests (add new request).', { dependsOn: view }),
  k('SREQ_PRINT', 'P2:180', 'Print service requests.', { dependsOn: view }),
  k('SREQ_STATUS_UPDATE', 'P2:180', 'Change the state of a service request.', { dependsOn: view }),
  k('SREQ_CANCEL', 'P2:180', 'Cancel a service request.', { dependsOn: view }),
  k('SREQ_ASSIGNEE_UPDATE', 'P2:180', 'Change the assignee of a service request.', { dependsOn: view }),
  k('SREQ_ATTACHMENTS_UPDATE', 'P2:180', 'Change the attachments of a service request.', { dependsOn: view }),
  k('SREQ_UPDATE', 'P2:180', 'Edit a service request.', { dependsOn: view }),
  k(
    'SREQ_COMMUNITY_SETTINGS_VIEW',
    'P2:180',
    'View the service-request community settings (also the service requests section of community settings).',
    { view: true },
  ),
  k(
    'SREQ_COMMUNITY_SETTINGS_MANAGEMENT',
    'P2:180',
    'Edit service-request community settings and apply them to other communities.',
    { dependsOn: ['SREQ_COMMUNITY_SETTINGS_VIEW'] },
  ),
  k('SREQ_TIME_IN_OUT_LOG_VIEW', 'P2:180', 'View the time in/out log of a service request.', {
    view: true,
    dependsOn: view,
  }),
  k('SREQ_TIME_IN_OUT_LOG_MANAGEMENT', 'P2:180', 'Add and edit time in/out entries.', {
    dependsOn: ['SREQ_TIME_IN_OUT_LOG_VIEW'],
  }),
  k('SREQ_MANAGEMENT_ON_BEHALF', 'P2:180', 'Create and manage service requests on behalf of a resident.', {
    dependsOn: view,
  }),
]);
