import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A device's facts as labelled values, two or three to a row (one on a phone). */
export function SensorFacts({
  facts,
  testId,
}: {
  facts: { label: string; value: ReactNode; testId?: string }[];
  testId: string;
}) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="md" component="dl" m={0}>
        {facts.map((fact) => (
          <Stack key={fact.label} gap={4}>
            <Text component="dt" size="xs" c="gray.7" tt="uppercase" fw={600}>
              {fact.label}
            </Text>
            <Text component="dd" size="sm" m={0} data-testid={fact.testId}>
              {fact.value}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
