import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Label and value pairs of a details modal. */
export function Fields({ fields }: { fields: [label: string, value: ReactNode, testId?: string][] }) {
  return (
    <SimpleGrid cols={2} spacing="md" verticalSpacing="sm">
      {fields.map(([label, value, testId]) => (
        <Stack key={label} gap={2}>
          <Text size="xs" c="gray.7" tt="uppercase" fw={600}>
            {label}
          </Text>
          <Text component="div" data-testid={testId}>
            {value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
