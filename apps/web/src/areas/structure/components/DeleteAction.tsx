import { Button, Group, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';

/**
 * The delete button of a details view: red and light. When something still depends on the record (the
 * server refuses such a delete too) it is disabled and the reason is written next to it, for every user
 * (a tooltip on a disabled button reaches neither the keyboard nor touch).
 */
export function DeleteAction({
  label,
  blockedReason,
  pending,
  onClick,
  testId,
}: {
  label: string;
  /** Set when the delete would be refused: the button is disabled and says why. */
  blockedReason?: string | null | undefined;
  pending: boolean;
  onClick: () => void;
  testId: string;
}) {
  const button = (
    <Button
      variant="light"
      color="red"
      disabled={Boolean(blockedReason)}
      loading={pending}
      onClick={onClick}
      style={{ flex: 'none' }}
      data-testid={testId}
    >
      {label}
    </Button>
  );
  if (!blockedReason) return button;
  return (
    <Group gap="sm" align="center">
      {button}
      <Text size="sm" c="dimmed" style={{ flex: '1 1 16rem' }} data-testid={`${testId}-blocked`}>
        {blockedReason}
      </Text>
    </Group>
  );
}

/**
 * Whether the view is still on screen: a delete may finish after the user has left, and only a view
 * still shown closes itself.
 */
export function useStillShown(): { readonly current: boolean } {
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);
  return shown;
}
