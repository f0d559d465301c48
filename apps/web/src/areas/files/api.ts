import { files } from '@lintel/contracts';
import { COMMUNITY_HEADER, CUSTOMER_HEADER } from '@lintel/contracts/common';
import type { BaseDirectory, CreateFilesBody } from '@lintel/contracts/files';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type CallContext, call, callList } from '../../app/api/client.ts';

/** Query keys of the files area. */
export const fileKeys = {
  all: ['files'] as const,
  library: (communityId: string | null, directory: BaseDirectory | null, extra: Record<string, string> = {}) =>
    ['files', 'library', communityId, directory, extra] as const,
  one: (fileId: string) => ['files', 'one', fileId] as const,
};

export function useCommunityFilesQuery(
  context: CallContext,
  filter: { base_directory?: BaseDirectory; category?: string; tag?: string; q?: string } = {},
  enabled = true,
) {
  return useQuery({
    queryKey: fileKeys.library(context.communityId, filter.base_directory ?? null, {
      category: filter.category ?? '',
      tag: filter.tag ?? '',
      q: filter.q ?? '',
    }),
    enabled: enabled && !!context.communityId,
    queryFn: ({ signal }) =>
      callList(files.communityFiles, {
        params: { communityId: context.communityId! },
        query: { size: 200, ...filter },
        context,
        signal,
      }),
  });
}

export function useFileQuery(context: CallContext, fileId: string) {
  return useQuery({
    queryKey: fileKeys.one(fileId),
    queryFn: ({ signal }) => call(files.getFile, { params: { fileId }, context, signal }),
  });
}

export function useCreateFiles(context: CallContext) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateFilesBody) => call(files.createFiles, { body, context }),
    onSuccess: () => client.invalidateQueries({ queryKey: fileKeys.all }),
  });
}

export function useUpdateFile(context: CallContext) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ fileId, base64 }: { fileId: string; base64: string }) =>
      call(files.updateFile, { params: { fileId }, body: { file: base64 }, context }),
    onSuccess: () => client.invalidateQueries({ queryKey: fileKeys.all }),
  });
}

export function useDeleteFile(context: CallContext) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) => call(files.deleteFile, { params: { fileId }, context }),
    onSuccess: () => client.invalidateQueries({ queryKey: fileKeys.all }),
  });
}

export const fetchFileInfo = (context: CallContext, fileId: string) =>
  call(files.getFileInfo, { params: { fileId }, context });

/**
 * A blob URL for a stored file or thumbnail. The bytes come through the authenticated,
 * tenant-checked API (an <img src> could not send the tenant headers); the URL is revoked on unmount.
 */
export function useFileBlobUrl(url: string | null, context: CallContext): { src: string | null; failed: boolean } {
  const [state, setState] = useState<{ src: string | null; failed: boolean }>({ src: null, failed: false });
  const { customerId, communityId } = context;
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    const headers: Record<string, string> = {};
    if (customerId) headers[CUSTOMER_HEADER] = customerId;
    if (communityId) headers[COMMUNITY_HEADER] = communityId;
    fetch(url, { headers, credentials: 'same-origin', signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        objectUrl = URL.createObjectURL(await response.blob());
        setState({ src: objectUrl, failed: false });
      })
      .catch((error: Error) => {
        if (error.name !== 'AbortError') setState({ src: null, failed: true });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, customerId, communityId]);
  return state;
}
