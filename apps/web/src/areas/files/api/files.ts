import { files } from '@lintel/contracts';
import { COMMUNITY_HEADER, CUSTOMER_HEADER } from '@lintel/contracts/common';
import type { CreateFilesBody } from '@lintel/contracts/files';
import { useCallback, useEffect, useState } from 'react';
import { call } from '../../../app/api/client.ts';
import { useEndpointMutation, useEndpointQuery } from '../../../app/api/hooks.ts';
import { useWorkContext } from '../../../app/context/WorkContext.tsx';
import { fileScopes, refreshFiles } from './scope.ts';

export function useFileQuery(fileId: string) {
  return useEndpointQuery(fileScopes.files, files.getFile, { params: { fileId } });
}

export function useCreateFiles() {
  return useEndpointMutation(files.createFiles, {
    input: (body: CreateFilesBody) => ({ body }),
    onSuccess: (_, __, cache) => refreshFiles(cache),
  });
}

export function useUpdateFile() {
  return useEndpointMutation(files.updateFile, {
    input: ({ fileId, base64 }: { fileId: string; base64: string }) => ({ params: { fileId }, body: { file: base64 } }),
    onSuccess: (_, __, cache) => refreshFiles(cache),
  });
}

export function useDeleteFile() {
  return useEndpointMutation(files.deleteFile, {
    input: (fileId: string) => ({ params: { fileId } }),
    onSuccess: (_, __, cache) => refreshFiles(cache),
  });
}

/** Reads a file's bytes as base64 for the image editor, once per opening (never cached). */
export function useFetchFileInfo() {
  const { callContext } = useWorkContext();
  return useCallback(
    (fileId: string) => call(files.getFileInfo, { params: { fileId }, context: callContext }),
    [callContext],
  );
}

/** Fetches a stored file through the API (with the tenant headers) and hands it to the browser as a download. */
export function useDownloadFile() {
  const { customerId, communityId } = useWorkContext().callContext;
  return useCallback(
    async (url: string, name: string) => {
      const headers: Record<string, string> = {};
      if (customerId) headers[CUSTOMER_HEADER] = customerId;
      if (communityId) headers[COMMUNITY_HEADER] = communityId;
      const response = await fetch(url, { headers, credentials: 'same-origin' });
      if (!response.ok) throw new Error(String(response.status));
      const objectUrl = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = objectUrl;
      link.download = name;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
    },
    [customerId, communityId],
  );
}

/**
 * A blob URL for a stored file or thumbnail. The bytes come through the authenticated,
 * tenant-checked API (an <img src> could not send the tenant headers); the URL is revoked on unmount.
 */
export function useFileBlobUrl(url: string | null): { src: string | null; failed: boolean } {
  const [state, setState] = useState<{ src: string | null; failed: boolean }>({ src: null, failed: false });
  const { customerId, communityId } = useWorkContext().callContext;
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
