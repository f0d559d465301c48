import { Combobox, Input, InputBase, Pill } from '@mantine/core';
import type { ReactNode } from 'react';
import { useUiText } from '../i18n.ts';
import { dropdownMessages as messages } from './messages.ts';
import type { DropdownKey, DropdownOption } from './types.ts';

/** The spec's dropdown sizes. */
export type DropdownSize = 'normal' | 'small' | 'xsmall';

const MANTINE_SIZE = { normal: 'sm', small: 'xs', xsmall: 'xs' } as const;
// Mantine's smallest input is 30 px; xsmall is a step below for dense table filters.
const XSMALL = { input: { '--input-height': '1.625rem', '--input-fz': '0.6875rem' } as Record<string, string> };

/** Pills shown in a multiple dropdown before the rest collapse into "+N". */
const VISIBLE_PILLS = 3;

export interface DropdownTargetProps<K extends DropdownKey> {
  id: string;
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  size: DropdownSize;
  multiple: boolean;
  selected: DropdownOption<K>[];
  onToggle: () => void;
  ariaLabel?: string;
}

/** The closed face of the dropdown: a button showing the selection (pills in multiple mode). */
export function DropdownTarget<K extends DropdownKey>(props: DropdownTargetProps<K>) {
  const text = useUiText();
  const { selected, multiple, placeholder } = props;
  let shown: ReactNode;
  if (selected.length === 0) shown = <Input.Placeholder>{placeholder ?? '\u00a0'}</Input.Placeholder>;
  else if (!multiple) shown = selected[0]!.value;
  else {
    const extra = selected.length - VISIBLE_PILLS;
    shown = (
      <Pill.Group gap={4}>
        {selected.slice(0, VISIBLE_PILLS).map((option) => (
          <Pill key={String(option.key)} size={props.size === 'normal' ? 'sm' : 'xs'}>
            {option.value}
          </Pill>
        ))}
        {extra > 0 ? (
          <Pill size={props.size === 'normal' ? 'sm' : 'xs'}>
            {text({ ...messages.moreSelected, values: { count: extra } })}
          </Pill>
        ) : null}
      </Pill.Group>
    );
  }
  return (
    <Combobox.Target targetType="button" withExpandedAttribute>
      <InputBase
        id={props.id}
        component="button"
        type="button"
        pointer
        label={props.label}
        description={props.description}
        error={props.error}
        required={props.required}
        disabled={props.disabled}
        size={MANTINE_SIZE[props.size]}
        styles={props.size === 'xsmall' ? XSMALL : undefined}
        rightSection={<Combobox.Chevron />}
        rightSectionPointerEvents="none"
        onClick={props.onToggle}
        aria-label={props.ariaLabel}
        multiline={multiple}
      >
        {shown}
      </InputBase>
    </Combobox.Target>
  );
}
