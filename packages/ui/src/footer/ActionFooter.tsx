import { Button, Checkbox, Group } from '@mantine/core';
import { useIntl } from 'react-intl';
import { keepFocusOnSubmit } from '../form/Form.tsx';
import { type UiText, useUiText } from '../i18n.ts';

export interface FooterButton {
  label: UiText;
  onClick?: () => void;
  /** submit makes it the form's submit button (with `form` when outside the form element). */
  type?: 'button' | 'submit';
  form?: string;
  disabled?: boolean;
  loading?: boolean;
}

export interface FooterCheckbox {
  label: UiText;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export interface ActionFooterProps {
  /** tab: under a tab's content, full width with a top border; modal: at the bottom of a dialog. */
  variant?: 'tab' | 'modal';
  primary?: FooterButton;
  secondary?: FooterButton;
  /** A low-emphasis action on the left, e.g. "reset to default". */
  tertiary?: FooterButton;
  checkbox?: FooterCheckbox;
}

/**
 * The row of buttons under a tab or a modal: primary and secondary on the right, tertiary and an
 * optional checkbox on the left. Button texts are lowercased, as everywhere in the portal.
 *
 * @example <ActionFooter variant="modal" primary={{ label: messages.save, type: 'submit' }} secondary={{ label: messages.cancel, onClick: close }} />
 */
export function ActionFooter({ variant = 'tab', primary, secondary, tertiary, checkbox }: ActionFooterProps) {
  const text = useUiText();
  const { locale } = useIntl();
  const render = (button: FooterButton, kind: 'filled' | 'default' | 'subtle') => (
    <Button
      variant={kind}
      type={button.type ?? 'button'}
      form={button.form}
      onClick={button.onClick}
      onMouseDown={button.type === 'submit' ? keepFocusOnSubmit : undefined}
      disabled={button.disabled}
      loading={button.loading}
      data-footer-button={kind}
    >
      {text(button.label).toLocaleLowerCase(locale)}
    </Button>
  );
  return (
    <Group
      justify="space-between"
      gap="sm"
      pt={variant === 'tab' ? 'md' : 0}
      mt={variant === 'tab' ? 'md' : 'lg'}
      style={variant === 'tab' ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
      data-variant={variant}
    >
      <Group gap="sm">
        {tertiary ? render(tertiary, 'subtle') : null}
        {checkbox ? (
          <Checkbox
            label={text(checkbox.label)}
            checked={checkbox.checked}
            onChange={(event) => checkbox.onChange(event.currentTarget.checked)}
          />
        ) : null}
      </Group>
      {/* Pushed right even when the row wraps under a long tertiary label. */}
      <Group gap="sm" ml="auto">
        {secondary ? render(secondary, 'default') : null}
        {primary ? render(primary, 'filled') : null}
      </Group>
    </Group>
  );
}
