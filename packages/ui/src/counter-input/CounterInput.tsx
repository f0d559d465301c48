import { COUNTER_DEFAULTS, clamp, counterHint, parseAmountInput, stepCounter } from '@lintel/formats';
import { ActionIcon, TextInput as MantineTextInput, type TextInputProps as MantineTextInputProps } from '@mantine/core';
import { useEffect, useState } from 'react';
import { defineMessages, useUiText } from '../i18n.ts';
import { MinusIcon, PlusIcon } from '../icons.tsx';

const messages = defineMessages({
  decrease: { id: 'ui.counter.decrease', defaultMessage: 'decrease' },
  increase: { id: 'ui.counter.increase', defaultMessage: 'increase' },
});

export interface CounterInputProps
  extends Omit<MantineTextInputProps, 'value' | 'defaultValue' | 'onChange' | 'min' | 'max' | 'step'> {
  value?: number | null;
  defaultValue?: number | null;
  onChange?: (value: number | null) => void;
  /** Defaults to 1; null for no lower bound. */
  min?: number | null;
  max?: number | null;
  step?: number;
  /** Shows the hint with the bounds ('not limited' for a missing one); on by default. */
  withHint?: boolean;
}

/** The number typed, without bounds or rounding: null when empty, NaN when not a number. */
function readTyped(text: string): number | null {
  if (text.trim() === '') return null;
  return parseAmountInput(text, { precision: 20, allowNegative: true }) ?? Number.NaN;
}

/**
 * A whole-number input with − and + buttons: step 1, minimum 1 unless told otherwise, with a hint
 * naming the bounds. The buttons stay within the bounds; a typed value is never changed (the form's
 * schema refuses one out of bounds or with decimals, with a message).
 *
 * @example <CounterInput label="days for unit availability" min={1} max={365} value={days} onChange={setDays} />
 */
export function CounterInput({
  value,
  defaultValue = null,
  onChange,
  min: minProp,
  max = null,
  step = COUNTER_DEFAULTS.step,
  withHint = true,
  description,
  onFocus,
  onBlur,
  disabled,
  ...rest
}: CounterInputProps) {
  const text = useUiText();
  const min = minProp === undefined ? COUNTER_DEFAULTS.min : minProp;
  const bounds = { min, max, step };
  const controlled = value !== undefined;
  const [internal, setInternal] = useState<number | null>(defaultValue);
  const current = controlled ? value : internal;
  const [typed, setTyped] = useState(current === null ? '' : String(current));
  const [editing, setEditing] = useState(false);

  useEffect(() => {
    if (!editing && (current === null || Number.isFinite(current))) setTyped(current === null ? '' : String(current));
  }, [current, editing]);

  const emit = (next: number | null) => {
    if (!controlled) setInternal(next);
    if (!Object.is(next, current)) onChange?.(next);
  };
  const stepBy = (direction: 1 | -1) => {
    // From an empty counter either button starts at the first allowed value rather than a step past it.
    const next = current === null ? clamp(min ?? 0, min, max) : stepCounter(current, direction, bounds);
    setTyped(String(next));
    emit(next);
  };

  return (
    <MantineTextInput
      inputMode="numeric"
      autoComplete="off"
      {...rest}
      disabled={disabled}
      description={description ?? (withHint ? text(counterHint(min, max)) : undefined)}
      value={typed}
      onFocus={(event) => {
        setEditing(true);
        onFocus?.(event);
      }}
      onChange={(event) => {
        // What is typed stays as typed and reaches the form's schema, which refuses a value out of
        // bounds or with decimals with a message; only the buttons keep within the bounds.
        const raw = event.currentTarget.value;
        setTyped(raw);
        emit(readTyped(raw));
      }}
      onBlur={(event) => {
        setEditing(false);
        onBlur?.(event);
      }}
      leftSection={
        <ActionIcon
          variant="subtle"
          aria-label={text(messages.decrease)}
          disabled={disabled || (min !== null && current !== null && current <= min)}
          onClick={() => stepBy(-1)}
        >
          <MinusIcon />
        </ActionIcon>
      }
      rightSection={
        <ActionIcon
          variant="subtle"
          aria-label={text(messages.increase)}
          disabled={disabled || (max !== null && current !== null && current >= max)}
          onClick={() => stepBy(1)}
        >
          <PlusIcon />
        </ActionIcon>
      }
      leftSectionPointerEvents="all"
      rightSectionPointerEvents="all"
      styles={{ input: { textAlign: 'center' } }}
    />
  );
}
