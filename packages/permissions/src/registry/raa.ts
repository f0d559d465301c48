import { k, keys, providerOnly } from './define.ts';

/** Developer tools: RAA (also needs app code RAA). */
export const raaKeys = keys('RAA', { ...providerOnly, inferred: true }, [
  k('RAA_TOOL_ACCESS', 'P2:173', 'Use the RAA tools (persons, parties, memberships, profiles, identities and more).'),
]);
