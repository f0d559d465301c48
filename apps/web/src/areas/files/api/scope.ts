import type { ApiCache } from '../../../app/api/hooks.ts';
import { keyScope } from '../../../app/api/keys.ts';

/** The files area's key scopes, one per api file. */
export const fileScopes = {
  files: keyScope('files', 'files'),
  library: keyScope('files', 'library'),
};

/** A new, changed or removed file shows in every list and preview of the area: refresh all of it. */
export const refreshFiles = (cache: ApiCache) => cache.invalidate([cache.area('files')]);
