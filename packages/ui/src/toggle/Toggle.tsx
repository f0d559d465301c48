import { Switch, type SwitchProps } from '@mantine/core';
import { useState } from 'react';
import { useOptionalConfirmation } from '../confirmation/ConfirmationProvider.tsx';
import type { ConfirmationRequest } from '../confirmation/types.ts';

/** The spec's toggle sizes; large is the default. */
export type ToggleSize = 'extra-large' | 'large' | 'small';

const MANTINE_SIZE: Record<ToggleSize, SwitchProps['size']> = { 'extra-large': 'xl', large: 'md', small: 'sm' };

export interface ToggleProps extends Omit<SwitchProps, 'size' | 'checked' | 'defaultChecked' | 'onChange'> {
  checked?: boolean;
  defaultChecked?: boolean;
  /** Called with the new state, only once any confirmation was accepted. */
  onChange?: (checked: boolean) => void;
  size?: ToggleSize;
  /** Asks before switching (built from the state asked for, when a function); declining reverts. */
  confirmation?: ConfirmationRequest | ((next: boolean) => ConfirmationRequest);
}

/**
 * An on/off switch. With a confirmation it shows the new position while asking, and flips back if the
 * user declines, so the switch never claims a state that was not saved.
 *
 * @example <Toggle label="email" checked={on} onChange={save} confirmation={{ id: 'email-off' }} />
 */
export function Toggle({
  checked,
  defaultChecked = false,
  onChange,
  size = 'large',
  confirmation,
  ...rest
}: ToggleProps) {
  const [internal, setInternal] = useState(defaultChecked);
  const [asking, setAsking] = useState<boolean | null>(null);
  const dialog = useOptionalConfirmation();
  const current = checked ?? internal;

  const change = async (next: boolean) => {
    if (asking !== null) return;
    if (confirmation) {
      if (!dialog) throw new Error('a Toggle with a confirmation needs a ConfirmationProvider');
      setAsking(next);
      const accepted = await dialog.confirm(typeof confirmation === 'function' ? confirmation(next) : confirmation);
      setAsking(null);
      if (!accepted) return;
    }
    if (checked === undefined) setInternal(next);
    onChange?.(next);
  };

  return (
    <Switch
      {...rest}
      size={MANTINE_SIZE[size]}
      checked={asking ?? current}
      onChange={(event) => void change(event.currentTarget.checked)}
    />
  );
}
