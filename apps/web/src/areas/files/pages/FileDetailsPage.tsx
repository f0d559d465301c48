import { formatNumber } from '@lintel/formats/numbers';
import { ConfirmationDialog } from '@lintel/ui';
import { Alert, Anchor, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router';
import { useWorkContext } from '../../../app/context/WorkContext.tsx';
import { href } from '../../../app/routing/table.ts';
import { useDeleteFile, useDownloadFile, useFileBlobUrl, useFileQuery } from '../api/files.ts';
import type { FileManagerConfig } from '../config.ts';
import { DocumentIcon } from '../DocumentIcon.tsx';
import { openFileManager } from '../events.ts';
import FileManager from '../FileManager.tsx';
import { filesMessages as m } from '../messages.ts';
import { MEDIA_LIBRARY_MAX_MB } from './MediaLibraryPage.tsx';

const EDIT_MANAGER = 'media-library-edit';

/** Media show (`/media-library/file/:id`, and `/media-library/:id/edit` with the image editor open). */
function FileDetails({ fileId, editing }: { fileId: string; editing: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { callContext } = useWorkContext();
  const file = useFileQuery(fileId);
  const isImage = file.data?.file_type === 'image';
  const image = useFileBlobUrl(file.data && isImage ? `${file.data.file_url}?v=${file.data.updated_at}` : null);
  const download = useDownloadFile();
  const [downloading, setDownloading] = useState(false);
  const remove = useDeleteFile();
  const [confirming, setConfirming] = useState(false);
  const config = useMemo<FileManagerConfig>(
    () => ({
      managerId: EDIT_MANAGER,
      communityId: callContext.communityId!,
      maxNbOfFiles: 1,
      uploader: { maxUploadSize: MEDIA_LIBRARY_MAX_MB },
    }),
    [callContext.communityId],
  );
  useEffect(() => {
    if (editing && file.data?.file_type === 'image')
      openFileManager({ managerId: EDIT_MANAGER, step: 'edit-image', file_uuid: fileId });
  }, [editing, file.data, fileId]);

  if (file.isPending) return <Loader />;
  if (file.isError) {
    return (
      <Alert color="red" variant="light" title={intl.formatMessage(m.notFound)}>
        <Anchor component={Link} to={href('medias.index')}>
          {intl.formatMessage(m.back)}
        </Anchor>
      </Alert>
    );
  }
  const f = file.data;
  const rows: [string, string][] = [
    [intl.formatMessage(m.fieldName), f.name],
    [intl.formatMessage(m.fieldType), f.type],
    [intl.formatMessage(m.fieldSize), `${formatNumber(Math.round(f.size / 1000))} KB`],
    isImage
      ? [intl.formatMessage(m.fieldDimensions), `${f.width} × ${f.height}`]
      : [intl.formatMessage(m.fieldKind), intl.formatMessage(m.kindDocument)],
    [intl.formatMessage(m.fieldDirectories), f.directories.join(', ')],
    [intl.formatMessage(m.fieldCreated), intl.formatDate(f.created_at, { dateStyle: 'medium', timeStyle: 'short' })],
  ];
  return (
    <Stack maw={1100}>
      <Anchor component={Link} to={href('medias.index')} size="sm">
        {intl.formatMessage(m.back)}
      </Anchor>
      <Group justify="space-between">
        <Title order={1} size="h2" data-testid="file-details-name">
          {f.name}
        </Title>
        <Group>
          {isImage ? (
            <>
              <Button variant="default" onClick={() => navigate(href('medias.edit', { id: f.id }))}>
                {intl.formatMessage(m.edit)}
              </Button>
              <Button
                variant="default"
                onClick={() => navigate(href('medias.upload', { id: f.id }))}
                data-testid="file-details-upload"
              >
                {intl.formatMessage(m.uploadButton)}
              </Button>
            </>
          ) : (
            <Button
              variant="default"
              loading={downloading}
              data-testid="file-details-download"
              onClick={() => {
                setDownloading(true);
                download(f.file_url, f.name)
                  .catch(() => notifications.show({ color: 'red', message: intl.formatMessage(m.downloadFailed) }))
                  .finally(() => setDownloading(false));
              }}
            >
              {intl.formatMessage(m.download)}
            </Button>
          )}
          <Button color="red" variant="light" onClick={() => setConfirming(true)}>
            {intl.formatMessage(m.delete)}
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder p="sm">
          {!isImage ? (
            <DocumentIcon name={f.name} size={200} />
          ) : image.src ? (
            <img src={image.src} alt={f.name} style={{ maxWidth: '100%', maxHeight: 480 }} />
          ) : (
            <Loader />
          )}
        </Paper>
        <Stack gap="xs">
          {rows.map(([label, value]) => (
            <Group key={label} gap="xs">
              <Text size="sm" c="dimmed" w={110}>
                {label}
              </Text>
              <Text size="sm">{value}</Text>
            </Group>
          ))}
        </Stack>
      </SimpleGrid>
      <ConfirmationDialog
        opened={confirming}
        request={{
          id: 'media.delete',
          confirmationMessage: m.deleteConfirm,
          confirmBtnText: m.yes,
          cancelBtnText: m.no,
        }}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          remove.mutate(f.id, {
            onSuccess: () => {
              notifications.show({ color: 'green', message: intl.formatMessage(m.deleted) });
              navigate(href('medias.index'));
            },
            onError: (error) => notifications.show({ color: 'red', message: error.message }),
          });
        }}
      />
      <FileManager
        config={config}
        onDone={() => {
          if (editing) navigate(href('medias.show', { id: f.id }));
        }}
      />
    </Stack>
  );
}

export default function FileDetailsPage({ editing = false }: { editing?: boolean }) {
  const { id = '' } = useParams();
  return <FileDetails key={id} fileId={id} editing={editing} />;
}

export function FileEditPage() {
  return <FileDetailsPage editing />;
}
