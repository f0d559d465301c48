import type { ManagerFile } from '@lintel/contracts/files';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useCreateFiles } from './api/files.ts';
import { useCommunityFilesQuery } from './api/library.ts';
import type { FileManagerConfig } from './config.ts';
import { readAsDataUrl } from './crop.ts';
import { filesMessages as m } from './messages.ts';
import { acceptAttribute, allowsMultiple, checkSelection, typeOf } from './validation.ts';

/** The options step: 'select from media gallery' (when the library has files and is not disabled), 'upload from device', cancel. */
export function OptionsStep({
  config,
  remainingSlots,
  onLibrary,
  onPreview,
  onUploaded,
  onClose,
}: {
  config: FileManagerConfig;
  remainingSlots: number;
  onLibrary: () => void;
  onPreview: (files: File[]) => void;
  onUploaded: (files: ManagerFile[]) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const libraryOn = (config.library ?? true) && !config.libraryDisabled;
  const library = useCommunityFilesQuery({}, libraryOn);
  const hasFiles = (library.data?.total ?? 0) > 0;
  const create = useCreateFiles();

  const chosen = async (list: FileList | null) => {
    const files = [...(list ?? [])];
    if (input.current) input.current.value = '';
    if (!files.length) return;
    const found = checkSelection(files, {
      remainingSlots,
      maxUploadSize: config.uploader.maxUploadSize,
      accepts: config.uploader.accepts,
    });
    if (found) {
      // Any violation blocks the whole upload.
      setProblem(intl.formatMessage(found.message, found.values));
      return;
    }
    setProblem(null);
    if (config.uploader.mainDirectory) {
      onPreview(files);
      return;
    }
    try {
      const encoded = await Promise.all(
        files.map(async (file, index) => ({
          id: String(index),
          base64: await readAsDataUrl(file),
          name: file.name,
          type: typeOf(file),
          size: file.size,
        })),
      );
      const answer = await create.mutateAsync({
        file: encoded,
        community_id: config.communityId,
        ...(config.uploader.copyToDirectory?.length
          ? { copy_to_directory: config.uploader.copyToDirectory.join(',') }
          : {}),
        max_upload_size: config.uploader.maxUploadSize,
        max_files: Math.max(1, remainingSlots),
        ...(config.uploader.tags ? { tags: config.uploader.tags } : {}),
      });
      onUploaded(answer.data);
    } catch {
      notifications.show({ color: 'red', message: intl.formatMessage(m.uploadError) });
      onClose();
    }
  };

  return (
    <Stack>
      {problem && (
        <Alert color="red" variant="light" role="alert" data-testid="file-manager-alert">
          {problem}
        </Alert>
      )}
      {create.isPending ? (
        <Group>
          <Loader size="sm" />
          <Text size="sm">{intl.formatMessage(m.uploadingHint)}</Text>
        </Group>
      ) : (
        <Stack gap="sm">
          {libraryOn && hasFiles && (
            <Button variant="light" onClick={onLibrary}>
              {intl.formatMessage(m.selectFromGallery)}
            </Button>
          )}
          <Button onClick={() => input.current?.click()} disabled={remainingSlots < 1}>
            {intl.formatMessage(m.uploadFromDevice)}
          </Button>
          <input
            ref={input}
            type="file"
            hidden
            data-testid="file-manager-input"
            accept={acceptAttribute(config.uploader.accepts)}
            multiple={allowsMultiple(remainingSlots)}
            onChange={(event) => void chosen(event.currentTarget.files)}
          />
          <Button variant="subtle" color="gray" onClick={onClose}>
            {intl.formatMessage(m.cancel)}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
