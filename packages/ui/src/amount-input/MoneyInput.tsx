import { formatMoneyInput, parseMoneyInput } from '@lintel/formats';
import { TextInput as MantineTextInput, type TextInputProps as MantineTextInputProps } from '@mantine/core';
import { useEffect, useState } from 'react';

export interface MoneyInputProps extends Omit<MantineTextInputProps, 'value' | 'defaultValue' | 'onChange'> {
  /** Integer cents; null when empty; NaN while the text is not an amount. */
  value?: number | null;
  defaultValue?: number | null;
  /** Called with the cents as they are typed (null when empty, NaN when not an amount). */
  onChange?: (cents: number | null) => void;
}

const show = (cents: number | null | undefined) =>
  cents === null || cents === undefined || !Number.isSafeInteger(cents) ? '' : formatMoneyInput(cents);

/**
 * The one money input: people type dollars and cents ('1550', '1,550.5', '$15.50'), the form holds
 * integer cents, converted exactly in one place (`parseMoneyInput`). Nothing typed is changed behind
 * the user's back: a minus or a third decimal stays as typed and the form's schema refuses it with a
 * message; once the amount is valid it shows formatted (1,550.50) after editing.
 *
 * @example <MoneyInput label="market rent" value={cents} onChange={setCents} />
 */
export function MoneyInput({ value, defaultValue = null, onChange, onFocus, onBlur, ...rest }: MoneyInputProps) {
  const controlled = value !== undefined;
  const [internal, setInternal] = useState<number | null>(defaultValue);
  const current = controlled ? value : internal;
  const [text, setText] = useState(() => show(current));
  const [editing, setEditing] = useState(false);

  // An outside change (a form reset, a loaded record) shows up unless the user is typing; a refused
  // text (NaN, a fraction of a cent, a minus) stays as typed so the user sees what to correct.
  useEffect(() => {
    if (!editing && (current === null || Number.isSafeInteger(current))) setText(show(current));
  }, [current, editing]);

  const emit = (next: number | null) => {
    if (!controlled) setInternal(next);
    if (!Object.is(next, current)) onChange?.(next);
  };

  return (
    <MantineTextInput
      inputMode="decimal"
      autoComplete="off"
      leftSection="$"
      {...rest}
      value={text}
      onFocus={(event) => {
        setEditing(true);
        onFocus?.(event);
      }}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        setText(typed);
        emit(parseMoneyInput(typed));
      }}
      onBlur={(event) => {
        setEditing(false);
        onBlur?.(event);
      }}
    />
  );
}
