import type { ReactNode } from 'react';
import { type FieldPath, type FieldValues, useController, useFormContext, useFormState } from 'react-hook-form';
import { TextInput, type TextInputProps } from '../text-input/TextInput.tsx';

/**
 * A field's error message, only once the field was touched or the form submitted (the spec: errors
 * show only after a field is touched).
 */
export function useFieldError<T extends FieldValues>(name: FieldPath<T>): string | undefined {
  const { control, getFieldState } = useFormContext<T>();
  const formState = useFormState<T>({ control, name });
  const { error, isTouched } = getFieldState(name, formState);
  return isTouched || formState.isSubmitted ? error?.message : undefined;
}

export interface FormFieldRenderProps {
  name: string;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  error: string | undefined;
  disabled: boolean;
}

/**
 * Connects any input (amount, counter, dropdown, toggle…) to the surrounding `<Form>`.
 *
 * @example <FormField name="days" render={(field) => <CounterInput label="days" {...field} />} />
 */
export function FormField<T extends FieldValues>({
  name,
  render,
}: {
  name: FieldPath<T>;
  render: (field: FormFieldRenderProps) => ReactNode;
}) {
  const { field, formState } = useController<T>({ name });
  const error = useFieldError<T>(name);
  return render({
    name: field.name,
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    error,
    disabled: formState.isSubmitting || Boolean(field.disabled),
  });
}

export interface FormTextInputProps extends Omit<TextInputProps, 'value' | 'defaultValue' | 'name' | 'error'> {
  name: string;
}

/** A trimmed text input bound to the surrounding `<Form>` by name. */
export function FormTextInput({ name, onChange, onBlur, ...rest }: FormTextInputProps) {
  const { field } = useController({ name });
  const error = useFieldError(name);
  return (
    <TextInput
      {...rest}
      ref={field.ref}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={(value) => {
        field.onChange(value);
        onChange?.(value);
      }}
      onBlur={(event) => {
        field.onBlur();
        onBlur?.(event);
      }}
      error={error}
    />
  );
}
