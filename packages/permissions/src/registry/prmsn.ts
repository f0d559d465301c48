import { k, keys, providerOnly } from './define.ts';

/** Developer tool: identity permissions (also needs app code PRMSN). */
export const prmsnKeys = keys('PRMSN', { ...providerOnly, inferred: true }, [
  k('PRMSN_TOOL_ACCESS', 'P2:173', 'Use the identity permissions tool.'),
]);
