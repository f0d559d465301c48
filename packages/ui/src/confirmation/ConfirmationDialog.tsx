import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useUiText } from '../i18n.ts';
import { InfoIcon, WarningIcon } from '../icons.tsx';
import { confirmationMessages as messages } from './messages.ts';
import type { ConfirmationRequest } from './types.ts';

/** The spec's countdown tick. */
export const CONFIRMATION_COUNTDOWN_TICK_MS = 1000;

export interface ConfirmationDialogProps {
  /** The request to show; kept while the dialog animates closed so its text does not vanish. */
  request: ConfirmationRequest | null;
  opened: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

function useCountdown(seconds: number, running: boolean): number {
  const [remaining, setRemaining] = useState(Math.max(0, Math.floor(seconds)));
  const done = remaining <= 0;
  useEffect(() => {
    if (!running || done) return;
    // One interval for the whole countdown, so ticks stay 1000 ms apart however long renders take.
    const timer = setInterval(() => setRemaining((value) => Math.max(0, value - 1)), CONFIRMATION_COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [running, done]);
  return remaining;
}

/**
 * The confirmation dialog itself. Pages do not render it: they call `useConfirm()`, and the provider
 * mounts one dialog for the whole portal. Closing it any other way than Confirm counts as cancel.
 */
export function ConfirmationDialog({ request, opened, onConfirm, onCancel }: ConfirmationDialogProps) {
  const text = useUiText();
  const [confirmDisabled, setConfirmDisabled] = useState(request?.isInitialConfirmDisabled ?? false);
  const remaining = useCountdown(request?.confirmationCountdownSeconds ?? 0, opened);
  if (!request) return null;

  const type = request.confirmationType ?? 'warning';
  const color = type === 'warning' ? 'red' : undefined; // undefined: the theme's primary (brand) colour
  // White on the theme's red shade (7) is 3.8:1; shade 9 passes AA (5.5:1).
  const buttonColor = color && `${color}.9`;
  const confirmLabel = text(request.confirmBtnText ?? messages.confirm);
  const Body = request.component;
  // Without a title the question itself is the heading, so the dialog is always named by it.
  const heading = request.confirmationTitle ?? request.confirmationMessage ?? messages.message;

  return (
    <Modal.Root opened={opened} onClose={onCancel} centered size="md">
      <Modal.Overlay />
      <Modal.Content data-confirmation-type={type}>
        <Modal.Body p="xl">
          <Stack gap="sm" align="center" ta="center">
            <ThemeIcon size={48} radius="xl" variant="light" color={request.confirmationIconColor ?? color}>
              {request.confirmationIcon ?? (type === 'warning' ? <WarningIcon size={24} /> : <InfoIcon size={24} />)}
            </ThemeIcon>
            <Modal.Title fz="lg" fw={700} lh={1.35}>
              {text(heading)}
            </Modal.Title>
            {request.confirmationTitle ? <Text>{text(request.confirmationMessage ?? messages.message)}</Text> : null}
            {request.confirmationNote ? (
              <Text size="sm" c="dimmed">
                {text(request.confirmationNote)}
              </Text>
            ) : null}
            {Body ? <Body setConfirmDisabled={setConfirmDisabled} /> : null}
            <Group justify="center" gap="sm" mt="sm">
              <Button variant="default" onClick={onCancel} miw={120}>
                {text(request.cancelBtnText ?? messages.cancel)}
              </Button>
              {request.showConfirmBtn === false ? null : (
                <Button color={buttonColor} onClick={onConfirm} disabled={confirmDisabled || remaining > 0} miw={120}>
                  {remaining > 0
                    ? text({ ...messages.countdown, values: { label: confirmLabel, seconds: remaining } })
                    : confirmLabel}
                </Button>
              )}
            </Group>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
