import { formatAmountInput, parseAmountInput } from '@lintel/formats';
import { TextInput as MantineTextInput, type TextInputProps as MantineTextInputProps } from '@mantine/core';
import { useEffect, useState } from 'react';

export interface AmountInputProps extends Omit<MantineTextInputProps, 'value' | 'defaultValue' | 'onChange'> {
  /** The number; null when empty; NaN while the text is not a number. */
  value?: number | null;
  defaultValue?: number | null;
  /** Called with the number as it is typed (null when empty, NaN when not a number). */
  onChange?: (value: number | null) => void;
  /** Decimal places shown once editing ends, 2 by default. */
  precision?: number;
}

// Enough decimals that nothing typed is cut: a third decimal reaches the schema, which refuses it.
const ALL_DECIMALS = 20;

const show = (value: number | null | undefined, precision: number) =>
  value === null || value === undefined || !Number.isFinite(value) ? '' : formatAmountInput(value, precision);

/** Whether a value shows exactly at the precision (so formatting it changes nothing). */
const fits = (value: number, precision: number) => Number(value.toFixed(precision)) === value;

/**
 * A decimal number input (a percentage, say): comma thousands, dot decimals, shown formatted at the
 * precision once editing ends. It never changes what was typed: a minus, a value out of range or an
 * extra decimal reaches the form's schema, which refuses it with a message next to the field. Money
 * uses `MoneyInput`.
 *
 * @example <AmountInput label="premium %" value={percent} onChange={setPercent} />
 */
export function AmountInput({
  value,
  defaultValue = null,
  onChange,
  precision = 2,
  onFocus,
  onBlur,
  ...rest
}: AmountInputProps) {
  const controlled = value !== undefined;
  const [internal, setInternal] = useState<number | null>(defaultValue);
  const current = controlled ? value : internal;
  const [text, setText] = useState(() => show(current, precision));
  const [editing, setEditing] = useState(false);

  // An outside change shows up unless the user is typing; a refused text stays as typed.
  useEffect(() => {
    if (!editing && (current === null || (Number.isFinite(current) && fits(current, precision))))
      setText(show(current, precision));
  }, [current, editing, precision]);

  const emit = (next: number | null) => {
    if (!controlled) setInternal(next);
    if (!Object.is(next, current)) onChange?.(next);
  };

  return (
    <MantineTextInput
      inputMode="decimal"
      autoComplete="off"
      {...rest}
      value={text}
      onFocus={(event) => {
        setEditing(true);
        onFocus?.(event);
      }}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        setText(typed);
        const parsed = parseAmountInput(typed, { precision: ALL_DECIMALS, allowNegative: true });
        emit(parsed === null && typed.trim() !== '' ? Number.NaN : parsed);
      }}
      onBlur={(event) => {
        setEditing(false);
        onBlur?.(event);
      }}
    />
  );
}
