import { type ComponentPropsWithoutRef, type FormEvent, type MouseEvent, useEffect, useRef } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn, useFormState } from 'react-hook-form';

export interface FormProps<Input extends FieldValues, Output extends FieldValues>
  extends Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit'> {
  form: UseFormReturn<Input, unknown, Output>;
  /** Runs with the parsed values; a second submit while it runs is ignored. */
  onSubmit: (values: Output) => unknown;
}

/**
 * Pressing a submit button would first blur the field being edited; its error then appears and pushes
 * the button down, so the release lands elsewhere and the click is lost (seen in the gallery). Keeping
 * focus where it is until the click completes avoids that; the submit validates every field anyway.
 */
export function keepFocusOnSubmit(event: MouseEvent<HTMLElement>) {
  const target = event.target as HTMLElement;
  if (target.closest('button[type="submit"], input[type="submit"]')) event.preventDefault();
}

/**
 * A form element wired to react-hook-form: it blocks double submission while `onSubmit` runs and,
 * after a submit that fails validation, scrolls to the first field showing an error and focuses it.
 *
 * @example <Form form={form} onSubmit={save}><FormTextInput name="name" label="status name" /></Form>
 */
export function Form<Input extends FieldValues, Output extends FieldValues>({
  form,
  onSubmit,
  children,
  ...rest
}: FormProps<Input, Output>) {
  const element = useRef<HTMLFormElement>(null);
  const submitting = useRef(false);
  const scrollPending = useRef(false);
  // Reading errors subscribes this component to them, so the effect below runs once they render.
  const { errors } = useFormState({ control: form.control });

  // The first error in document order (what the user sees first), not the first in the schema.
  useEffect(() => {
    if (!scrollPending.current || !errors) return;
    const first = element.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    scrollPending.current = false;
    first.scrollIntoView({ block: 'center', behavior: 'smooth' });
    first.focus({ preventScroll: true });
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    if (submitting.current) return;
    submitting.current = true;
    try {
      await form.handleSubmit(
        (values) => onSubmit(values),
        () => {
          scrollPending.current = true;
        },
      )(event);
    } finally {
      submitting.current = false;
    }
  };

  return (
    <FormProvider {...form}>
      <form ref={element} noValidate {...rest} onSubmit={submit} onMouseDownCapture={keepFocusOnSubmit}>
        {children}
      </form>
    </FormProvider>
  );
}
