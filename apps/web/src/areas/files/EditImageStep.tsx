import type { FileInfo, ManagerFile } from '@lintel/contracts/files';
import { Button, Group, Loader, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import ReactCrop, { type PercentCrop } from 'react-image-crop';
import { useIntl } from 'react-intl';
import 'react-image-crop/dist/ReactCrop.css';
import { useFetchFileInfo, useUpdateFile } from './api/files.ts';
import type { FileManagerConfig } from './config.ts';
import { CROP_EDITOR_HEIGHT, exportImage, exportTypeFor, isEdited, ROTATE_STEP, ZOOM_STEP } from './crop.ts';
import { filesMessages as m } from './messages.ts';

/** The edit-image step: the stored image in an editor (crop, rotate by 45°, zoom by 0.2) with cancel and save. */
export function EditImageStep({
  config,
  fileId,
  onSaved,
  onClose,
}: {
  config: FileManagerConfig;
  fileId: string;
  onSaved: (files: ManagerFile[]) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const update = useUpdateFile();
  const fetchFileInfo = useFetchFileInfo();
  const [src, setSrc] = useState<string | null>(null);
  const [stored, setStored] = useState<FileInfo | null>(null);
  const [crop, setCrop] = useState<PercentCrop>();
  const [rotate, setRotate] = useState(0);
  const [zoom, setZoom] = useState(1);
  const image = useRef<HTMLImageElement>(null);
  // The parent's close handler changes on every render; the fetch must run once per file.
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    let live = true;
    fetchFileInfo(fileId)
      .then((info) => {
        if (!live) return;
        if (!info.base64 || info.file_type !== 'image') {
          notifications.show({ color: 'red', message: intl.formatMessage(m.noBase64) });
          closeRef.current();
          return;
        }
        setStored(info);
        setSrc(`data:${info.type};base64,${info.base64}`);
      })
      .catch(() => {
        if (!live) return;
        notifications.show({ color: 'red', message: intl.formatMessage(m.fetchError) });
        closeRef.current();
      });
    return () => {
      live = false;
    };
  }, [fetchFileInfo, fileId, intl]);

  const save = async () => {
    if (!image.current || !stored) return;
    const edits = { crop: crop ?? null, rotate, zoom };
    if (!isEdited(edits)) {
      // Nothing changed: the stored image stays as it is, not re-encoded.
      const { base64: _bytes, ...file } = stored;
      onSaved([file]);
      return;
    }
    try {
      const base64 = exportImage(image.current, edits, exportTypeFor(stored.type));
      const answer = await update.mutateAsync({ fileId, base64 });
      onSaved(answer.data);
    } catch {
      notifications.show({ color: 'red', message: intl.formatMessage(m.updateError) });
      onClose();
    }
  };

  if (!src) return <Loader />;
  return (
    <Stack>
      <div
        style={{
          height: CROP_EDITOR_HEIGHT,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          overflow: 'hidden',
          background: '#f1f3f5',
        }}
      >
        <ReactCrop
          crop={crop}
          aspect={config.uploader.cropperOptions?.aspectRatio}
          onChange={(_pixel, percent) => setCrop(percent)}
        >
          <img
            ref={image}
            src={src}
            alt=""
            style={{
              maxHeight: CROP_EDITOR_HEIGHT,
              maxWidth: '100%',
              transform: `rotate(${rotate}deg) scale(${zoom})`,
            }}
          />
        </ReactCrop>
      </div>
      <Group gap="xs">
        <Button size="xs" variant="default" onClick={() => setRotate((r) => r - ROTATE_STEP)}>
          {intl.formatMessage(m.rotateLeft)}
        </Button>
        <Button size="xs" variant="default" onClick={() => setRotate((r) => r + ROTATE_STEP)}>
          {intl.formatMessage(m.rotateRight)}
        </Button>
        <Button size="xs" variant="default" onClick={() => setZoom((z) => Math.round((z + ZOOM_STEP) * 10) / 10)}>
          {intl.formatMessage(m.zoomIn)}
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={() => setZoom((z) => Math.max(ZOOM_STEP, Math.round((z - ZOOM_STEP) * 10) / 10))}
        >
          {intl.formatMessage(m.zoomOut)}
        </Button>
      </Group>
      <Group justify="flex-end">
        <Button variant="subtle" color="gray" onClick={onClose}>
          {intl.formatMessage(m.cancel)}
        </Button>
        <Button loading={update.isPending} onClick={() => void save()}>
          {intl.formatMessage(m.save)}
        </Button>
      </Group>
    </Stack>
  );
}
