import { Stack } from '@mantine/core';
import { useState } from 'react';
import { EditableField } from './EditableField.tsx';

export function StatusName() {
  const [value, setValue] = useState('Ready for move-in');
  return (
    <Stack gap="xs" maw={360}>
      <EditableField label="status name" value={value} maxLength={50} onSubmit={setValue} />
      <EditableField
        label="description"
        value=""
        placeholder="add a description"
        outsideClick="submit"
        onSubmit={async () => {
          await new Promise((resolve) => setTimeout(resolve, 600));
          throw new Error('already exists');
        }}
      />
    </Stack>
  );
}
