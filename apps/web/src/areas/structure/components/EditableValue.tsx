import { PencilIcon } from '@lintel/ui';
import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { spacesMessages as m } from '../messages.ts';

/**
 * A value of a details modal that the user may change: the pencil swaps it for a small form, which
 * calls `close` once saved or cancelled. Without `canEdit` it is plain text.
 */
export function EditableValue({
  label,
  value,
  canEdit,
  testId,
  editor,
}: {
  label: string;
  value: ReactNode;
  canEdit: boolean;
  testId: string;
  editor: (close: () => void) => ReactNode;
}) {
  const intl = useIntl();
  const [editing, setEditing] = useState(false);
  if (editing) return editor(() => setEditing(false));
  return (
    <Group gap={6} wrap="nowrap">
      <Text span data-testid={testId}>
        {value}
      </Text>
      {canEdit && (
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={intl.formatMessage(m.editField, { label })}
          onClick={() => setEditing(true)}
          data-testid={`${testId}-edit`}
        >
          <PencilIcon size={14} />
        </ActionIcon>
      )}
    </Group>
  );
}

/** Save and cancel of an inline editor. */
export function EditorButtons({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  const intl = useIntl();
  return (
    <Group gap="xs">
      <Button size="xs" type="submit" loading={saving}>
        {intl.formatMessage(m.save)}
      </Button>
      <Button size="xs" variant="subtle" color="gray" onClick={onCancel} disabled={saving}>
        {intl.formatMessage(m.cancel)}
      </Button>
    </Group>
  );
}
