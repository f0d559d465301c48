import type { BaseDirectory, ManagerFile } from '@lintel/contracts/files';
import { Alert, Button, Group, Loader, SimpleGrid, Stack, Tabs, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useCommunityFilesQuery } from './api/library.ts';
import type { FileManagerConfig } from './config.ts';
import { filesMessages as m } from './messages.ts';
import { Thumb } from './Thumb.tsx';
import { togglePick } from './validation.ts';

export const directoryLabel = { cms: m.tabCms, dh: m.tabDh, marketing: m.tabMarketing } as const;

/** The library step: a thumbnail grid, optional filter tabs, how many more can be selected, cancel and select. */
export function LibraryStep({
  config,
  remainingSlots,
  onSelect,
  onCancel,
}: {
  config: FileManagerConfig;
  remainingSlots: number;
  onSelect: (files: ManagerFile[]) => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const filters = config.libraryFilters ?? [];
  const [tab, setTab] = useState<BaseDirectory | null>(filters[0] ?? null);
  const [picked, setPicked] = useState<string[]>([]);
  const max = Math.max(1, remainingSlots);
  const library = useCommunityFilesQuery(tab ? { base_directory: tab } : {});
  const files = library.data?.content ?? [];

  return (
    <Stack>
      {filters.length > 0 && (
        <Tabs value={tab} onChange={(value) => setTab(value as BaseDirectory)}>
          <Tabs.List>
            {filters.map((directory) => (
              <Tabs.Tab key={directory} value={directory}>
                {intl.formatMessage(directoryLabel[directory])}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      )}
      <Text size="sm" c="dimmed" data-testid="file-manager-remaining">
        {intl.formatMessage(m.remaining, { count: Math.max(0, max - picked.length) })}
      </Text>
      {library.isPending ? (
        <Loader />
      ) : library.isError ? (
        <Alert color="red" variant="light">
          {library.error.message}
        </Alert>
      ) : files.length === 0 ? (
        <Text c="dimmed">{intl.formatMessage(m.libraryEmpty)}</Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          {files.map((file) => {
            const on = picked.includes(file.id);
            return (
              <UnstyledButton
                key={file.id}
                aria-pressed={on}
                aria-label={file.name}
                onClick={() => setPicked((current) => togglePick(current, file.id, max))}
                style={{
                  outline: on ? '3px solid var(--mantine-color-blue-6)' : '1px solid var(--mantine-color-gray-3)',
                  borderRadius: 4,
                  overflow: 'hidden',
                }}
              >
                <Thumb file={file} />
                <Text size="xs" truncate p={4}>
                  {file.name}
                </Text>
              </UnstyledButton>
            );
          })}
        </SimpleGrid>
      )}
      <Group justify="flex-end">
        <Button variant="subtle" color="gray" onClick={onCancel}>
          {intl.formatMessage(m.cancel)}
        </Button>
        <Button disabled={!picked.length} onClick={() => onSelect(files.filter((f) => picked.includes(f.id)))}>
          {intl.formatMessage(m.select)}
        </Button>
      </Group>
    </Stack>
  );
}
