import { COUNTER_DEFAULTS, clamp, counterHint, parseCounterInput, stepCounter } from '@lintel/formats';
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

/**
 * A whole-number input with − and + buttons: precision 0, step 1, minimum 1 unless told otherwise,
 * clamped to its bounds, with a hint naming them.
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
    if (!editing) setTyped(current === null ? '' : String(current));
  }, [current, editing]);

  const emit = (next: number | null) => {
    if (!controlled) setInternal(next);
    if (next !== current) onChange?.(next);
  };
  const stepBy = (direction: 1 | -1) => {
    // From an empty counter either button starts at the first allowed value rather than a step past it.
    const next = current === null ? clamp(min ?? 0, min, max) : stepCounter(current, direction, bounds);
    setTyped(String(next));
    emit(next);
  };
  const allowMinus = min === null || min < 0;

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
        const raw = event.currentTarget.value.replace(allowMinus ? /[^\d-]/g : /\D/g, '');
        setTyped(raw);
        emit(parseCounterInput(raw, bounds));
      }}
      onBlur={(event) => {
        setEditing(false);
        const parsed = parseCounterInput(typed, bounds);
        setTyped(parsed === null ? '' : String(parsed));
        emit(parsed);
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
