import { customerOrCommunity, k, keys } from './define.ts';

/** Resident messaging. */
export const msgsKeys = keys('MSGS', { ...customerOrCommunity, inferred: true }, [
  k('MSGS_VIEW', 'P2:179', 'View messages (list and detail).', { view: true }),
  k('MSGS_MANAGEMENT', 'P2:179', 'Create and duplicate messages.', { dependsOn: ['MSGS_VIEW'] }),
]);
