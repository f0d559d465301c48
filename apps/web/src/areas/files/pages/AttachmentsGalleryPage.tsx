import { ActionIcon, Alert, Button, Card, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { type Attachment, attachments, tooMany } from '../../../app/attachments/store.ts';
import { useAttachments } from '../../../app/attachments/useAttachments.ts';
import { filesMessages as m } from '../messages.ts';

const nameOf = (attachment: Attachment) =>
  typeof attachment.values.name === 'string' ? attachment.values.name : attachment.id;

/** A server preview fetched with the owner's urlFetcher when the attachment has none yet. */
function usePreview(attachment: Attachment, fetcher: ((a: Attachment) => Promise<string>) | undefined) {
  const [fetched, setFetched] = useState<string | null>(null);
  useEffect(() => {
    if (attachment.previewUrl || !fetcher) return;
    let live = true;
    fetcher(attachment)
      .then((url) => live && setFetched(url))
      .catch(() => live && setFetched(null));
    return () => {
      live = false;
    };
  }, [attachment, fetcher]);
  return attachment.previewUrl ?? fetched;
}

function GalleryItem({
  attachment,
  fetcher,
}: {
  attachment: Attachment;
  fetcher?: (a: Attachment) => Promise<string>;
}) {
  const intl = useIntl();
  const preview = usePreview(attachment, fetcher);
  const name = nameOf(attachment);
  return (
    <Card withBorder padding="xs" data-testid="gallery-item">
      <Card.Section>
        {preview ? (
          <Image src={preview} alt={name} h={280} fit="contain" bg="gray.1" />
        ) : (
          <Text h={280} ta="center" pt={120} c="dimmed" bg="gray.1">
            {intl.formatMessage(m.galleryNoPreview)}
          </Text>
        )}
      </Card.Section>
      <Group justify="space-between" mt="xs" wrap="nowrap">
        <Text size="sm" truncate>
          {name}
        </Text>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={intl.formatMessage(m.galleryRemove, { name })}
          onClick={() => attachments.remove(attachment.id)}
        >
          ×
        </ActionIcon>
      </Group>
    </Card>
  );
}

/**
 * The attachments of the screen that opened it, full size (part 2 "Attachments and media").
 * Coming here keeps them; going anywhere but back to their owner clears them.
 */
export default function AttachmentsGalleryPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const state = useAttachments();
  const max = state.params?.maxItems;
  return (
    <Stack gap="md" maw={1200}>
      <Group justify="space-between">
        <Title order={1} size="h2" data-testid="page-title">
          {intl.formatMessage(m.galleryTitle)}
        </Title>
        <Button variant="default" onClick={() => navigate(-1)}>
          {intl.formatMessage(m.galleryBack)}
        </Button>
      </Group>
      {state.list.length === 0 ? (
        <Text c="dimmed" ta="center" p="xl" data-testid="gallery-empty">
          {intl.formatMessage(m.galleryEmpty)}
        </Text>
      ) : (
        <>
          <Text size="sm" c="gray.7" data-testid="gallery-count">
            {intl.formatMessage(m.galleryCount, { count: state.list.length, max: max ?? 'none' })}
          </Text>
          {tooMany(state) && (
            <Alert color="red" variant="light">
              {intl.formatMessage(m.galleryTooMany, { max })}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {state.list.map((attachment) => (
              <GalleryItem key={attachment.id} attachment={attachment} fetcher={state.params?.urlFetcher} />
            ))}
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
