import { trimOnBlur } from '@lintel/formats';
import { ActionIcon, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useClickOutside } from '@mantine/hooks';
import { type ReactNode, useEffect, useState } from 'react';
import { defineMessages, type UiText, useUiText } from '../i18n.ts';
import { CheckIcon, CloseIcon, PencilIcon } from '../icons.tsx';
import { TextInput } from '../text-input/TextInput.tsx';
import { errorText } from '../toast/ToastProvider.tsx';

const messages = defineMessages({
  edit: { id: 'ui.editableField.edit', defaultMessage: 'edit {label}' },
  save: { id: 'ui.editableField.save', defaultMessage: 'save {label}' },
  cancel: { id: 'ui.editableField.cancel', defaultMessage: 'cancel editing {label}' },
  failed: { id: 'ui.editableField.failed', defaultMessage: 'The change could not be saved.' },
});

/** What a click outside the field does while editing. */
export type OutsideClickBehaviour = 'cancel' | 'submit' | 'ignore';

export interface EditableFieldProps {
  value: string;
  /** Saves a changed value; a rejection keeps the field in edit mode with the error shown. */
  onSubmit: (value: string) => void | Promise<void>;
  /** Names the input and the buttons for assistive technology. */
  label: string;
  /** cancel (default), submit or ignore. */
  outsideClick?: OutsideClickBehaviour;
  maxLength?: number;
  /** A message when the value is not acceptable; blocks the submit. */
  validate?: (value: string) => UiText | null;
  /** How the value shows in view mode (defaults to the text). */
  renderValue?: (value: string) => ReactNode;
  placeholder?: string;
  disabled?: boolean;
  /**
   * Told whether the field holds a typed value that is not saved yet, so the portal's unsaved-changes
   * guard can ask before it is lost.
   */
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * A value shown as text that turns into an input on demand: Enter or the check saves, Escape or the
 * cross cancels, an outside click does what `outsideClick` says. An unchanged value is not sent.
 *
 * @example <EditableField label="status name" value={name} maxLength={50} onSubmit={rename} />
 */
export function EditableField(props: EditableFieldProps) {
  const text = useUiText();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(props.value);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const outside = props.outsideClick ?? 'cancel';
  const dirty = editing && draft !== props.value;
  const { onDirtyChange } = props;
  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);
  const named = (descriptor: (typeof messages)[keyof typeof messages]) =>
    text({ ...descriptor, values: { label: props.label } });

  const cancel = () => {
    setEditing(false);
    setError(null);
  };
  const submit = async () => {
    if (saving) return;
    const next = trimOnBlur(draft, props.maxLength);
    if (next === props.value) return cancel();
    const invalid = props.validate?.(next);
    if (invalid) return setError(text(invalid));
    setSaving(true);
    try {
      await props.onSubmit(next);
      cancel();
    } catch (failure) {
      setError(text(errorText(failure) ?? messages.failed));
    } finally {
      setSaving(false);
    }
  };
  const ref = useClickOutside((event?: Event) => {
    if (!editing || outside === 'ignore') return;
    // A dialog over the page (the unsaved-changes question) is not the page around the field.
    if (event?.target instanceof Element && event.target.closest('[role="dialog"], [role="alertdialog"]')) return;
    if (outside === 'submit') void submit();
    else cancel();
  });

  if (!editing) {
    return (
      <UnstyledButton
        onClick={() => {
          setDraft(props.value);
          setEditing(true);
        }}
        disabled={props.disabled}
      >
        <Group gap={6} wrap="nowrap">
          {props.renderValue ? (
            props.renderValue(props.value)
          ) : (
            <Text span c={props.value ? undefined : 'dimmed'}>
              {props.value || props.placeholder}
            </Text>
          )}
          {props.disabled ? null : <PencilIcon size={14} color="var(--mantine-color-dimmed)" />}
          {/* The value stays in the button's name; this says what pressing it does. */}
          <VisuallyHidden>{named(messages.edit)}</VisuallyHidden>
        </Group>
      </UnstyledButton>
    );
  }

  return (
    <Group ref={ref} gap={4} wrap="nowrap" align="flex-start">
      <TextInput
        aria-label={props.label}
        value={draft}
        onChange={setDraft}
        maxLength={props.maxLength}
        placeholder={props.placeholder}
        error={error}
        disabled={saving}
        autoFocus
        size="xs"
        style={{ flex: 1 }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') void submit();
          if (event.key === 'Escape') {
            // Escape belongs to this field here, not to a modal around it.
            event.stopPropagation();
            cancel();
          }
        }}
      />
      <ActionIcon variant="light" aria-label={named(messages.save)} onClick={() => void submit()} loading={saving}>
        <CheckIcon />
      </ActionIcon>
      <ActionIcon variant="subtle" color="gray" aria-label={named(messages.cancel)} onClick={cancel} disabled={saving}>
        <CloseIcon />
      </ActionIcon>
    </Group>
  );
}
