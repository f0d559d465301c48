import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Label and value pairs of a details view. */
export function DetailFields({
  fields,
  cols = 2,
}: {
  fields: [label: string, value: ReactNode, testId?: string][];
  cols?: number;
}) {
  return (
    <SimpleGrid cols={{ base: 1, xs: cols }} spacing="md" verticalSpacing="sm">
      {fields.map(([label, value, testId]) => (
        <Stack key={label} gap={2}>
          <Text size="xs" c="gray.7" tt="uppercase" fw={600}>
            {label}
          </Text>
          <Text component="div" size="sm" data-testid={testId}>
            {value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
