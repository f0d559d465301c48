import type { ManagerFile } from '@lintel/contracts/files';
import { Skeleton } from '@mantine/core';
import { useFileBlobUrl } from './api/files.ts';
import { DocumentIcon } from './DocumentIcon.tsx';

function ImageThumb({ file, size }: { file: ManagerFile; size: number }) {
  const { src } = useFileBlobUrl(file.thumbnail_url);
  if (!src) return <Skeleton w={size} h={size} />;
  // The whole image, letterboxed: a wide photo is shown wide, not cut to a square.
  return (
    <img
      src={src}
      alt={file.name}
      width={size}
      height={size}
      style={{ objectFit: 'contain', display: 'block', background: 'var(--mantine-color-gray-1)' }}
    />
  );
}

/** A stored file's thumbnail, loaded through the API; a document shows its icon instead. */
export function Thumb({ file, size = 120 }: { file: ManagerFile; size?: number }) {
  if (file.file_type !== 'image') return <DocumentIcon name={file.name} size={size} />;
  return <ImageThumb file={file} size={size} />;
}
