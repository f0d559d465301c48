import { trimOnBlur } from '@lintel/formats';
import { TextInput as MantineTextInput, type TextInputProps as MantineTextInputProps } from '@mantine/core';
import { useState } from 'react';

export interface TextInputProps extends Omit<MantineTextInputProps, 'value' | 'defaultValue' | 'onChange'> {
  value?: string;
  defaultValue?: string;
  /** Called with the text as typed, and again with the trimmed text on blur when trimming changed it. */
  onChange?: (value: string) => void;
  /** Also cuts the text on blur (pasted text can exceed the attribute). */
  maxLength?: number;
}

/**
 * A text input that trims on blur and keeps to an optional maximum length.
 *
 * @example <TextInput label="status name" maxLength={50} value={name} onChange={setName} />
 */
export function TextInput({ value, defaultValue = '', onChange, onBlur, maxLength, ...rest }: TextInputProps) {
  const [internal, setInternal] = useState(defaultValue);
  const current = value ?? internal;
  const set = (next: string) => {
    if (value === undefined) setInternal(next);
    onChange?.(next);
  };
  return (
    <MantineTextInput
      {...rest}
      maxLength={maxLength}
      value={current}
      onChange={(event) => set(event.currentTarget.value)}
      onBlur={(event) => {
        const trimmed = trimOnBlur(current, maxLength);
        if (trimmed !== current) set(trimmed);
        onBlur?.(event);
      }}
    />
  );
}
