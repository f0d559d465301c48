import { files } from '@lintel/contracts';
import type { BaseDirectory } from '@lintel/contracts/files';
import { useEndpointListQuery } from '../../../app/api/hooks.ts';
import { useWorkContext } from '../../../app/context/WorkContext.tsx';
import { fileScopes } from './scope.ts';

export interface LibraryFilter {
  base_directory?: BaseDirectory;
  category?: string;
  tag?: string;
  q?: string;
}

/** The selected community's files (up to 200, newest first), filtered by directory, category, tag or name. */
export function useCommunityFilesQuery(filter: LibraryFilter = {}, enabled = true) {
  const { communityId } = useWorkContext().callContext;
  return useEndpointListQuery(
    fileScopes.library,
    files.communityFiles,
    { params: { communityId: communityId ?? '' }, query: { size: 200, ...filter } },
    { enabled: enabled && Boolean(communityId) },
  );
}
