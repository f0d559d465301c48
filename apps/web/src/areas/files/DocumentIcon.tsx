import { Center, Stack, Text } from '@mantine/core';

/** The extension of a name, upper-case ('PDF'), or 'FILE' without one. */
export function extensionOf(name: string): string {
  const match = /\.([^.]{1,5})$/.exec(name);
  return match ? match[1]!.toUpperCase() : 'FILE';
}

/** A document stands for itself with a page icon and its extension: it has no thumbnail. */
export function DocumentIcon({ name, size = 120 }: { name: string; size?: number }) {
  return (
    <Center w={size} h={size} bg="gray.0" data-testid="document-icon">
      <Stack gap={4} align="center">
        <svg
          width={size / 3}
          height={size / 3}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          aria-hidden="true"
          color="var(--mantine-color-gray-7)"
        >
          <path d="M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8z" />
          <path d="M14 3v5h5" />
        </svg>
        <Text size="xs" fw={700} c="gray.8">
          {extensionOf(name)}
        </Text>
      </Stack>
    </Center>
  );
}
