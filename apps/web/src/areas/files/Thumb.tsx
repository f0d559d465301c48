import type { ManagerFile } from '@lintel/contracts/files';
import { Skeleton } from '@mantine/core';
import { useFileBlobUrl } from './api/files.ts';

/** A stored file's thumbnail, loaded through the API. */
export function Thumb({ file, size = 120 }: { file: ManagerFile; size?: number }) {
  const { src } = useFileBlobUrl(file.thumbnail_url);
  if (!src) return <Skeleton w={size} h={size} />;
  return <img src={src} alt={file.name} width={size} height={size} style={{ objectFit: 'cover', display: 'block' }} />;
}
