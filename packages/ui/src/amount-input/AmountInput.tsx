import { formatAmountInput, parseAmountInput } from '@lintel/formats';
import { TextInput as MantineTextInput, type TextInputProps as MantineTextInputProps } from '@mantine/core';
import { useEffect, useState } from 'react';

export interface AmountInputProps
  extends Omit<MantineTextInputProps, 'value' | 'defaultValue' | 'onChange' | 'min' | 'max'> {
  value?: number | null;
  defaultValue?: number | null;
  /** Called with the amount (already clamped to min and max) as it is typed; null while there is none. */
  onChange?: (value: number | null) => void;
  /** Decimal places, 2 by default. */
  precision?: number;
  /** Negatives are off by default. */
  allowNegative?: boolean;
  min?: number | null;
  max?: number | null;
}

const show = (value: number | null | undefined, precision: number) =>
  value === null || value === undefined ? '' : formatAmountInput(value, precision);

/** Keeps only what an amount can contain, and no more decimals than the precision. */
function sanitize(text: string, precision: number, allowNegative: boolean): string {
  let out = text.replace(allowNegative ? /[^\d.,-]/g : /[^\d.,]/g, '');
  if (allowNegative) out = (out.startsWith('-') ? '-' : '') + out.replaceAll('-', '');
  const dot = out.indexOf('.');
  if (dot !== -1) {
    const decimals = out.slice(dot + 1).replaceAll('.', '');
    out = precision === 0 ? out.slice(0, dot) : `${out.slice(0, dot)}.${decimals.slice(0, precision)}`;
  }
  return out;
}

/**
 * A money-style number input: comma thousands, dot decimals, precision 2, no negatives unless allowed,
 * clamped to min and max. It shows the formatted amount (1,234.50) except while being edited.
 *
 * @example <AmountInput label="premium" value={cents / 100} onChange={(v) => setCents(Math.round((v ?? 0) * 100))} />
 */
export function AmountInput({
  value,
  defaultValue = null,
  onChange,
  precision = 2,
  allowNegative = false,
  min = null,
  max = null,
  onFocus,
  onBlur,
  ...rest
}: AmountInputProps) {
  const controlled = value !== undefined;
  const [internal, setInternal] = useState<number | null>(defaultValue);
  const current = controlled ? value : internal;
  const [text, setText] = useState(() => show(current, precision));
  const [editing, setEditing] = useState(false);
  const options = { precision, allowNegative, min, max };

  // An outside change (a form reset, a loaded record) shows up unless the user is typing.
  useEffect(() => {
    if (!editing) setText(show(current, precision));
  }, [current, editing, precision]);

  const emit = (next: number | null) => {
    if (!controlled) setInternal(next);
    if (next !== current) onChange?.(next);
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
        const typed = sanitize(event.currentTarget.value, precision, allowNegative);
        setText(typed);
        emit(parseAmountInput(typed, options));
      }}
      onBlur={(event) => {
        setEditing(false);
        const parsed = parseAmountInput(text, options);
        setText(show(parsed, precision));
        emit(parsed);
        onBlur?.(event);
      }}
    />
  );
}
