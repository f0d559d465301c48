import type { ManagerFile } from '@lintel/contracts/files';
import { ActionIcon, Button, Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import ReactCrop, { type PercentCrop } from 'react-image-crop';
import { useIntl } from 'react-intl';
import 'react-image-crop/dist/ReactCrop.css';
import { useCreateFiles } from './api/files.ts';
import type { FileManagerConfig } from './config.ts';
import {
  CROP_EDITOR_HEIGHT,
  cutsSomething,
  DEFAULT_ASPECT_RATIO,
  exportImage,
  exportTypeFor,
  isEdited,
  loadImage,
  nameFor,
  readAsDataUrl,
} from './crop.ts';
import { DocumentIcon } from './DocumentIcon.tsx';
import { filesMessages as m } from './messages.ts';
import { typeOf } from './validation.ts';

const isImage = (file: File) => typeOf(file).startsWith('image/');

/**
 * One chosen file as the upload sends it: the bytes as they are, unless the user cropped the image,
 * then the kept part in the image's own format where the browser can write it (crop.ts).
 */
async function encode(file: File, index: number, crop: PercentCrop | undefined, url: string | undefined) {
  if (!isImage(file) || !url || !isEdited({ crop })) {
    return { id: String(index), base64: await readAsDataUrl(file), name: file.name, type: typeOf(file) };
  }
  const type = exportTypeFor(file.type);
  const base64 = exportImage(await loadImage(url), { crop }, type);
  return { id: String(index), base64, name: nameFor(file.name, type), type };
}

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
        files.map((file, index) => encode(file, index, noCropper ? undefined : crops.get(file), urls.get(file))),
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
              {isImage(file) ? (
                <img
                  src={urls.get(file)}
                  alt=""
                  width={64}
                  height={64}
                  style={{ objectFit: 'contain', display: 'block', background: 'var(--mantine-color-gray-1)' }}
                />
              ) : (
                <DocumentIcon name={file.name} size={64} />
              )}
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
      {current && !isImage(current) && (
        <Stack
          align="center"
          justify="center"
          gap="xs"
          h={CROP_EDITOR_HEIGHT}
          bg="gray.1"
          data-testid="file-manager-document"
        >
          <DocumentIcon name={current.name} size={120} />
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }} ta="center" px="md">
            {current.name}
          </Text>
          <Text size="sm" c="dimmed" ta="center" px="md">
            {intl.formatMessage(m.documentHint)}
          </Text>
        </Stack>
      )}
      {current && isImage(current) && urls.get(current) && (
        <Stack gap="xs">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm" c="dimmed" data-testid="file-manager-crop-hint">
              {intl.formatMessage(m.cropHint)}
            </Text>
            {cutsSomething(crops.get(current)) && (
              <Button
                size="xs"
                variant="default"
                data-testid="file-manager-whole-image"
                onClick={() =>
                  setCrops((map) => {
                    const next = new Map(map);
                    next.delete(current);
                    return next;
                  })
                }
              >
                {intl.formatMessage(m.wholeImage)}
              </Button>
            )}
          </Group>
          <div
            style={{
              height: CROP_EDITOR_HEIGHT,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              background: 'var(--mantine-color-gray-1)',
            }}
            data-testid="file-manager-cropper"
          >
            <ReactCrop
              key={urls.get(current)}
              crop={crops.get(current)}
              aspect={aspect}
              locked={!resizable && cutsSomething(crops.get(current))}
              // A drag starts as an empty box; an empty box is no crop (crop.ts), so nothing is cut.
              onChange={(_pixel, percent) => setCrops((map) => new Map(map).set(current, percent))}
            >
              <img
                src={urls.get(current)}
                alt={current.name}
                style={{ maxHeight: CROP_EDITOR_HEIGHT, maxWidth: '100%', display: 'block' }}
              />
            </ReactCrop>
          </div>
        </Stack>
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
