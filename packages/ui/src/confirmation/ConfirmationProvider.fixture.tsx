import { Button, Checkbox, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useConfirm, useConfirmationEvent } from './ConfirmationProvider.tsx';
import type { ConfirmationComponentProps, ConfirmationRequest } from './types.ts';

function Ask({ label, request }: { label: string; request: ConfirmationRequest }) {
  const confirm = useConfirm();
  const [outcome, setOutcome] = useState('');
  return (
    <Group>
      <Button variant="light" onClick={async () => setOutcome((await confirm(request)) ? 'confirmed' : 'cancelled')}>
        {label}
      </Button>
      <Text size="sm" c="dimmed">
        {outcome}
      </Text>
    </Group>
  );
}

export function DefaultQuestion() {
  return <Ask label="generic confirmation" request={{ id: 'fixture-default' }} />;
}

export function WarningWithCountdown() {
  return (
    <Ask
      label="delete with countdown"
      request={{
        id: 'fixture-delete',
        confirmationTitle: 'Are you sure you want to delete this file?',
        confirmationMessage: 'The file is removed from every page that shows it.',
        confirmationNote: 'This cannot be undone.',
        confirmBtnText: 'yes',
        cancelBtnText: 'no',
        confirmationType: 'warning',
        confirmationCountdownSeconds: 5,
      }}
    />
  );
}

export function SuccessStyled() {
  return (
    <Ask
      label="save settings"
      request={{
        id: 'fixture-save',
        confirmationMessage: 'Notification Settings changes will be saved',
        confirmBtnText: 'yes, save',
        cancelBtnText: 'no, go back',
        confirmationType: 'success',
      }}
    />
  );
}

function Acknowledge({ setConfirmDisabled }: ConfirmationComponentProps) {
  return (
    <Checkbox
      label="I understand residents lose access immediately"
      onChange={(event) => setConfirmDisabled(!event.currentTarget.checked)}
    />
  );
}

export function CustomComponent() {
  const [log, setLog] = useState<string[]>([]);
  useConfirmationEvent('fixture-revoke', {
    onConfirm: () => setLog((all) => [...all, 'confirm event']),
    onCancel: () => setLog((all) => [...all, 'cancel event']),
  });
  return (
    <Group>
      <Ask
        label="revoke access (custom body)"
        request={{
          id: 'fixture-revoke',
          confirmationMessage: 'are you sure you want to revoke access?',
          component: Acknowledge,
          isInitialConfirmDisabled: true,
        }}
      />
      <Text size="sm">{log.join(', ')}</Text>
    </Group>
  );
}
