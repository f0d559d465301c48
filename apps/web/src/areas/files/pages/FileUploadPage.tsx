import { ACCEPTED_MIME_TYPES } from '@lintel/contracts/files';
import { Alert, Anchor, Button, FileButton, Group, Image, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router';
import { href } from '../../../app/routing/table.ts';
import { useFileQuery, useUpdateFile } from '../api/files.ts';
import { readAsDataUrl } from '../crop.ts';
import { filesMessages as m } from '../messages.ts';
import { checkSelection } from '../validation.ts';
import { MEDIA_LIBRARY_MAX_MB } from './MediaLibraryPage.tsx';

/** A local preview of the chosen file, released when the choice changes or the page closes. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

/**
 * `/media-library/:id/upload`: a new image from the device replaces the file's image (same record,
 * same name, new bytes), checked against the library's limits before anything is sent.
 */
export default function FileUploadPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const file = useFileQuery(id);
  const update = useUpdateFile();
  const [chosen, setChosen] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useObjectUrl(chosen);

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

  const choose = (picked: File | null) => {
    if (!picked) return;
    const found = checkSelection([picked], {
      remainingSlots: 1,
      maxUploadSize: MEDIA_LIBRARY_MAX_MB,
      accepts: ACCEPTED_MIME_TYPES,
    });
    // A refused file is never kept: the previous choice (if any) stays as it was.
    if (found) return setProblem(intl.formatMessage(found.message, found.values));
    setProblem(null);
    setChosen(picked);
  };
  const upload = async () => {
    if (!chosen) return;
    const base64 = (await readAsDataUrl(chosen)).replace(/^data:[^,]*,/, '');
    update.mutate(
      { fileId: id, base64 },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: intl.formatMessage(m.replaceDone) });
          navigate(href('medias.show', { id }));
        },
        onError: (error) => setProblem(error.message),
      },
    );
  };

  return (
    <Stack maw={720}>
      <Anchor component={Link} to={href('medias.show', { id })} size="sm">
        {intl.formatMessage(m.details)}
      </Anchor>
      <Title order={1} size="h2" data-testid="file-upload-title">
        {intl.formatMessage(m.replaceTitle, { name: file.data.name })}
      </Title>
      <Text size="sm" c="dimmed">
        {intl.formatMessage(m.replaceHelp)}
      </Text>
      {problem && (
        <Alert
          color="red"
          variant="light"
          data-testid="file-upload-error"
          withCloseButton
          closeButtonLabel={intl.formatMessage(m.close)}
          onClose={() => setProblem(null)}
        >
          {problem}
        </Alert>
      )}
      <Paper withBorder p="md">
        <Stack align="flex-start">
          <FileButton onChange={choose} accept={ACCEPTED_MIME_TYPES.join(',')}>
            {(props) => (
              <Button variant="default" {...props} data-testid="file-upload-choose">
                {intl.formatMessage(m.replaceChoose)}
              </Button>
            )}
          </FileButton>
          {chosen && preview && (
            <>
              <Image src={preview} alt={intl.formatMessage(m.replacePreview)} mah={320} fit="contain" />
              <Text size="sm">{chosen.name}</Text>
            </>
          )}
        </Stack>
      </Paper>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => navigate(href('medias.show', { id }))}>
          {intl.formatMessage(m.replaceCancel)}
        </Button>
        <Button onClick={upload} disabled={!chosen || update.isPending} loading={update.isPending}>
          {intl.formatMessage(m.replaceSubmit)}
        </Button>
      </Group>
    </Stack>
  );
}
