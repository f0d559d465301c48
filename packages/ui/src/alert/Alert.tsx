import { Alert as MantineAlert, type AlertProps as MantineAlertProps } from '@mantine/core';
import { useUiText } from '../i18n.ts';
import { CheckIcon, InfoIcon, WarningIcon } from '../icons.tsx';
import { commonMessages } from '../messages.ts';

/** The alert themes: the notification types; success is the spec's default. */
export type AlertTheme = 'success' | 'error' | 'warning' | 'brand' | 'default';

const COLOR: Record<AlertTheme, string | undefined> = {
  success: 'green',
  error: 'red',
  warning: 'orange',
  brand: undefined, // the theme's primary colour
  default: 'gray',
};

export interface AlertProps extends Omit<MantineAlertProps, 'color'> {
  theme?: AlertTheme;
}

/**
 * An inline message box (not a toast): e.g. the sign-in error or the pricing matrix banner.
 *
 * @example <Alert theme="error" withCloseButton onClose={clear}>{message}</Alert>
 */
export function Alert({ theme = 'success', icon, ...rest }: AlertProps) {
  const text = useUiText();
  const Icon = theme === 'success' ? CheckIcon : theme === 'error' || theme === 'warning' ? WarningIcon : InfoIcon;
  return (
    <MantineAlert
      color={COLOR[theme]}
      variant="light"
      icon={icon ?? <Icon size={18} />}
      role={theme === 'error' || theme === 'warning' ? 'alert' : 'status'}
      closeButtonLabel={text(commonMessages.close)}
      data-theme={theme}
      {...rest}
    />
  );
}
