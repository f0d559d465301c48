import { BASE_DIRECTORIES, type BaseDirectory, DEFAULT_BASE_DIRECTORY } from '@lintel/contracts/files';
import {
  Alert,
  Button,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useWorkContext } from '../../../app/context/WorkContext.tsx';
import { kitMessages } from '../../../app/kit/messages.ts';
import { href } from '../../../app/routing/table.ts';
import { useCommunityFilesQuery } from '../api/library.ts';
import type { FileManagerConfig } from '../config.ts';
import { openFileManager } from '../events.ts';
import FileManager from '../FileManager.tsx';
import { directoryLabel } from '../LibraryStep.tsx';
import { filesMessages as m } from '../messages.ts';
import { Thumb } from '../Thumb.tsx';

export const MEDIA_LIBRARY_MANAGER = 'media-library';
/** Uploads in the media library: up to 10 files of at most 5 MB each. */
export const MEDIA_LIBRARY_MAX_FILES = 10;
export const MEDIA_LIBRARY_MAX_MB = 5;

/** Media library (`/media-library/`): the community's images by directory, default the main gallery (marketing). */
function MediaLibrary({ category, tag }: { category?: string; tag?: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { callContext } = useWorkContext();
  const [directory, setDirectory] = useState<BaseDirectory>(DEFAULT_BASE_DIRECTORY);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 400);
  const library = useCommunityFilesQuery({
    ...(category ? { category } : { base_directory: directory }),
    ...(tag ? { tag } : {}),
    ...(q ? { q } : {}),
  });
  const config = useMemo<FileManagerConfig>(
    () => ({
      managerId: MEDIA_LIBRARY_MANAGER,
      communityId: callContext.communityId!,
      maxNbOfFiles: MEDIA_LIBRARY_MAX_FILES,
      library: false,
      uploader: {
        maxUploadSize: MEDIA_LIBRARY_MAX_MB,
        mainDirectory: category ?? directory,
        cropperOptions: { aspectRatio: 1, cropBoxResizable: true, zoomOnWheel: true },
        ...(tag ? { tags: [tag] } : {}),
      },
    }),
    [callContext.communityId, directory, category, tag],
  );
  const files = library.data?.content ?? [];

  return (
    <Stack maw={1100} gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {category && tag ? `${category} · ${tag}` : intl.formatMessage(m.libraryTitle)}
        </Title>
        <Button onClick={() => openFileManager({ managerId: MEDIA_LIBRARY_MANAGER })}>
          {intl.formatMessage(m.uploadButton)}
        </Button>
      </Group>
      {!category && (
        <Tabs value={directory} onChange={(value) => setDirectory((value as BaseDirectory) ?? DEFAULT_BASE_DIRECTORY)}>
          <Tabs.List>
            {BASE_DIRECTORIES.map((d) => (
              <Tabs.Tab key={d} value={d}>
                {intl.formatMessage(directoryLabel[d])}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      )}
      <TextInput
        placeholder={intl.formatMessage(m.search)}
        aria-label={intl.formatMessage(m.search)}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={320}
      />
      {library.isPending ? (
        <Loader />
      ) : library.isError ? (
        <Alert color="red" variant="light" title={intl.formatMessage(m.libraryFailed)}>
          <Text size="sm">{library.error.message}</Text>
          <Button mt="sm" size="xs" variant="light" onClick={() => library.refetch()}>
            {intl.formatMessage(kitMessages.retry)}
          </Button>
        </Alert>
      ) : files.length === 0 ? (
        <Text c="dimmed" data-testid="media-library-empty">
          {intl.formatMessage(q ? m.libraryNoResults : m.libraryEmpty)}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 4, md: 6 }} data-testid="media-library-grid">
          {files.map((file) => (
            <UnstyledButton
              key={file.id}
              onClick={() => navigate(href('medias.show', { id: file.id }))}
              style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4, overflow: 'hidden' }}
            >
              <Thumb file={file} size={150} />
              <Text size="xs" truncate p={4}>
                {file.name}
              </Text>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
      {callContext.communityId && <FileManager config={config} />}
    </Stack>
  );
}

export default function MediaLibraryPage() {
  return <MediaLibrary />;
}

export { MediaLibrary };
