import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A centred notice with a title, a line and an action: not authorized, disabled, not found. */
export function StatusPage({
  title,
  body,
  action,
  testId,
}: {
  title: string;
  body: string;
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <Center mih="60vh">
      <Paper withBorder radius="md" p="xl" maw={520} data-testid={testId}>
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h3">
            {title}
          </Title>
          <Text c="dimmed">{body}</Text>
          {action}
        </Stack>
      </Paper>
    </Center>
  );
}

export function HomeButton({ label }: { label: string }) {
  return (
    <Button component="a" href="/" variant="light">
      {label}
    </Button>
  );
}
