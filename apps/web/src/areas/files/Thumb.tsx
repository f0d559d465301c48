import type { ManagerFile } from '@lintel/contracts/files';
import { Skeleton } from '@mantine/core';
import type { CallContext } from '../../app/api/client.ts';
import { useFileBlobUrl } from './api.ts';

/** A stored file's thumbnail, loaded through the API. */
export function Thumb({ file, context, size = 120 }: { file: ManagerFile; context: CallContext; size?: number }) {
  const { src } = useFileBlobUrl(file.thumbnail_url, context);
  if (!src) return <Skeleton w={size} h={size} />;
  return <img src={src} alt={file.name} width={size} height={size} style={{ objectFit: 'cover', display: 'block' }} />;
}
