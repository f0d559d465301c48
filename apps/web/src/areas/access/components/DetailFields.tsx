import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type Field = [label: string, value: ReactNode, testId?: string];

/** Label and value pairs of a details view. */
export function DetailFields({ fields, cols = 2 }: { fields: Field[]; cols?: number }) {
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

/** The label and value pairs of a details page, in a bordered card (three columns unless told). */
export function DetailCard({ fields, cols = 3, testId }: { fields: Field[]; cols?: number; testId?: string }) {
  return (
    <Card withBorder padding="md" data-testid={testId}>
      <DetailFields cols={cols} fields={fields} />
    </Card>
  );
}
