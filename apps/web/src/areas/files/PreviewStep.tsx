import type { ManagerFile } from '@lintel/contracts/files';
import { ActionIcon, Button, Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import ReactCrop, { centerCrop, makeAspectCrop, type PercentCrop } from 'react-image-crop';
import { useIntl } from 'react-intl';
import 'react-image-crop/dist/ReactCrop.css';
import { useCreateFiles } from './api/files.ts';
import type { FileManagerConfig } from './config.ts';
import { CROP_EDITOR_HEIGHT, DEFAULT_ASPECT_RATIO, exportImage, loadImage, readAsDataUrl } from './crop.ts';
import { filesMessages as m } from './messages.ts';

const jpegName = (name: string) => `${name.replace(/\.[^.]+$/, '') || 'image'}.jpg`;

/**
 * The upload-preview step: 'Preview, edit and upload to' + the main directory, the chosen files
 * with a remove control each, a crop editor 400 px high, cancel and upload. With noCropper the
 * files upload at once.
 */
export function PreviewStep({
  config,
  files,
  noCropper,
  onRemove,
  onUploaded,
  onClose,
}: {
  config: FileManagerConfig;
  files: File[];
  noCropper: boolean;
  onRemove: (file: File) => void;
  onUploaded: (files: ManagerFile[]) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const create = useCreateFiles();
  // Object URLs are made and released in one effect, so a re-run (StrictMode) never shows a released one.
  const [urls, setUrls] = useState<Map<File, string>>(new Map());
  useEffect(() => {
    const made = new Map(files.map((file) => [file, URL.createObjectURL(file)]));
    setUrls(made);
    return () => {
      for (const url of made.values()) URL.revokeObjectURL(url);
    };
  }, [files]);
  const [active, setActive] = useState(0);
  const [crops, setCrops] = useState<Map<File, PercentCrop>>(new Map());
  const aspect = config.uploader.cropperOptions?.aspectRatio ?? DEFAULT_ASPECT_RATIO;
  const resizable = config.uploader.cropperOptions?.cropBoxResizable ?? true;
  const current = files[Math.min(active, files.length - 1)];
  const started = useRef(false);

  const upload = async () => {
    try {
      const encoded = await Promise.all(
        files.map(async (file, index) => {
          if (noCropper)
            return { id: String(index), base64: await readAsDataUrl(file), name: file.name, type: file.type };
          const image = await loadImage(urls.get(file)!);
          const base64 = exportImage(image, crops.get(file) ?? null);
          return { id: String(index), base64, name: jpegName(file.name), type: 'image/jpeg' };
        }),
      );
      const answer = await create.mutateAsync({
        file: encoded,
        community_id: config.communityId,
        category: config.uploader.mainDirectory,
        skip_global_directory: true,
        max_upload_size: config.uploader.maxUploadSize,
        ...(config.uploader.tags ? { tags: config.uploader.tags } : {}),
      });
      onUploaded(answer.data);
    } catch {
      notifications.show({ color: 'red', message: intl.formatMessage(m.uploadError) });
      onClose();
    }
  };

  useEffect(() => {
    if (noCropper && !started.current) {
      started.current = true;
      void upload();
    }
  });

  if (noCropper || create.isPending) {
    return (
      <Group>
        <Loader size="sm" />
        <Text size="sm">{intl.formatMessage(m.uploadingHint)}</Text>
      </Group>
    );
  }

  return (
    <Stack>
      <Group gap="xs" data-testid="file-manager-previews">
        {files.map((file, index) => (
          <Stack key={`${file.name}-${file.size}-${file.lastModified}`} gap={2} align="center">
            <UnstyledButton
              onClick={() => setActive(index)}
              aria-label={file.name}
              style={{ outline: file === current ? '2px solid var(--mantine-color-blue-6)' : 'none' }}
            >
              <img
                src={urls.get(file)}
                alt=""
                width={64}
                height={64}
                style={{ objectFit: 'cover', display: 'block' }}
              />
            </UnstyledButton>
            <ActionIcon
              size="sm"
              variant="subtle"
              color="red"
              aria-label={intl.formatMessage(m.remove, { name: file.name })}
              onClick={() => {
                onRemove(file);
                setActive(0);
              }}
            >
              ×
            </ActionIcon>
          </Stack>
        ))}
      </Group>
      {current && urls.get(current) && (
        <div
          style={{
            height: CROP_EDITOR_HEIGHT,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            background: '#f1f3f5',
          }}
          data-testid="file-manager-cropper"
        >
          <ReactCrop
            key={urls.get(current)}
            crop={crops.get(current)}
            aspect={aspect}
            locked={!resizable}
            onChange={(_pixel, percent) => setCrops((map) => new Map(map).set(current, percent))}
          >
            <img
              src={urls.get(current)}
              alt={current.name}
              style={{ maxHeight: CROP_EDITOR_HEIGHT, maxWidth: '100%' }}
              onLoad={(event) => {
                if (crops.has(current)) return;
                const { width, height } = event.currentTarget;
                const initial = centerCrop(
                  makeAspectCrop({ unit: '%', width: 80 }, aspect, width, height),
                  width,
                  height,
                );
                setCrops((map) => new Map(map).set(current, initial));
              }}
            />
          </ReactCrop>
        </div>
      )}
      <Group justify="flex-end">
        <Button variant="subtle" color="gray" onClick={onClose}>
          {intl.formatMessage(m.cancel)}
        </Button>
        <Button onClick={() => void upload()}>{intl.formatMessage(m.upload)}</Button>
      </Group>
    </Stack>
  );
}
