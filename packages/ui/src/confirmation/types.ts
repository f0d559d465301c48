import type { MantineColor } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import type { UiText } from '../i18n.ts';

/** What a custom confirmation body may do: e.g. keep confirm disabled until a checkbox is ticked. */
export interface ConfirmationComponentProps {
  setConfirmDisabled: (disabled: boolean) => void;
}

/**
 * Every field of the spec's confirmation request. Only `id` is required; the rest default to the spec's
 * generic question with Confirm and Cancel.
 */
export interface ConfirmationRequest {
  /** The action id; the confirm/cancel event carries it so listeners can tell requests apart. */
  id: string;
  confirmationTitle?: UiText;
  /** Defaults to 'Are you sure you want to perform this action?'. */
  confirmationMessage?: UiText;
  /** A smaller line under the message. */
  confirmationNote?: UiText;
  confirmBtnText?: UiText;
  cancelBtnText?: UiText;
  /** warning: error styling and a danger button (the default); success: brand styling. */
  confirmationType?: 'warning' | 'success';
  confirmationIcon?: ReactNode;
  /** A Mantine colour key or CSS colour for the icon; defaults to the type's colour. */
  confirmationIconColor?: MantineColor;
  /** Rendered under the message; receives `setConfirmDisabled`. */
  component?: ComponentType<ConfirmationComponentProps>;
  /** Confirm starts disabled; the custom component enables it. */
  isInitialConfirmDisabled?: boolean;
  /** False hides the confirm button (an acknowledgement dialog with Cancel only). */
  showConfirmBtn?: boolean;
  /** Confirm stays disabled for this many seconds, the label counting down once a second. */
  confirmationCountdownSeconds?: number;
}

/** How a request ended; listeners receive it keyed by the request's id. */
export interface ConfirmationOutcome {
  id: string;
}

export interface ConfirmationEvents {
  confirm: ConfirmationOutcome;
  cancel: ConfirmationOutcome;
}
