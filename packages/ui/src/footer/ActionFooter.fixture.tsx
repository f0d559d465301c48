import { Paper } from '@mantine/core';
import { useState } from 'react';
import { ActionFooter } from './ActionFooter.tsx';

export function TabFooter() {
  const [all, setAll] = useState(false);
  return (
    <Paper withBorder p="md" maw={720}>
      <ActionFooter
        primary={{ label: 'Save' }}
        secondary={{ label: 'Cancel' }}
        tertiary={{ label: 'Reset To Default Statuses All Categories' }}
        checkbox={{ label: 'apply to all communities', checked: all, onChange: setAll }}
      />
    </Paper>
  );
}

export function ModalFooter() {
  return (
    <Paper withBorder p="md" maw={480}>
      <ActionFooter
        variant="modal"
        primary={{ label: 'Yes, Save', loading: true }}
        secondary={{ label: 'No, Go Back' }}
      />
    </Paper>
  );
}
