import { k, keys, providerOnly } from './define.ts';

/** Developer tool: notification sender (also needs app code NTFY). */
export const ntfyKeys = keys('NTFY', { ...providerOnly, inferred: true }, [
  k('NTFY_TOOL_ACCESS', 'P2:173', 'Use the notification sender tool.'),
]);
