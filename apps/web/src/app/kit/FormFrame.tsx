import type { ErrorCode } from '@lintel/contracts/errors';
import { Form, type FormProps, useIssueText } from '@lintel/ui';
import { Alert } from '@mantine/core';
import { type ReactNode, useCallback, useState } from 'react';
import { type FieldValues, get, type Path, type UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { isApiError } from '../api/errors.ts';
import { kitMessages as m } from './messages.ts';
import { type LeaveQuestion, type UnsavedChanges, useUnsavedChanges } from './UnsavedChanges.tsx';

/** What the generic mutation hooks return that a form needs. */
interface Saving<Variables, Result> {
  mutateAsync: (variables: Variables) => Promise<Result>;
  isPending: boolean;
}

export interface FormFrameOptions<Input extends FieldValues, Output, Variables, Result> {
  /** The mutation's variables from the parsed values (the values themselves by default). */
  toVariables?: (values: Output) => Variables;
  /** After a save: toast, navigate (the guard is already released). */
  onSaved?: (result: Result, values: Output) => void | Promise<void>;
  /** Coded refusals that are about one field (a taken name), shown next to it. */
  fields?: Partial<Record<ErrorCode, Path<Input>>>;
  /**
   * The form field of a server issue path ('matrix.rows.2.premiumValue', the body's own path), when
   * the form is shaped differently from the body; null for none. The path itself by default.
   */
  fieldOf?: (path: string) => string | null;
  /** Guard options: the places that keep the form mounted, the screen's own question; false for none. */
  guard?: { stays?: (pathname: string) => boolean; question?: LeaveQuestion } | false;
}

export interface FormFrame<Output> {
  submit: (values: Output) => Promise<void>;
  /** What the server refused that no field shows, in the user's words; null when none. */
  general: ReactNode | null;
  saving: boolean;
  guard: UnsavedChanges;
}

// `body/matrix/rows/2/premiumValue` → `matrix.rows.2.premiumValue`.
const bodyPath = (path: string) => path.replace(/^(body|querystring|params)(\/|$)/, '').replaceAll('/', '.');

/**
 * The kit's form frame, used by every form: it submits through a generic mutation hook, keeps what the
 * user typed when the server refuses, puts each refused field's message (the error map's words,
 * translated) next to that field or row, shows what remains once as the form's general error, and
 * registers the form's unsaved changes with the one guard.
 *
 * @example const frame = useFormFrame(form, useCreateUnitTypeMutation(), { onSaved: (t) => navigate(…), fields: { CBR_NAME_TAKEN: 'name' } });
 * <FormFrame form={form} frame={frame}>…</FormFrame>
 */
export function useFormFrame<Input extends FieldValues, Output, Variables = Output, Result = unknown>(
  form: UseFormReturn<Input, unknown, Output>,
  mutation: Saving<Variables, Result>,
  options: FormFrameOptions<Input, Output, Variables, Result> = {},
): FormFrame<Output> {
  const text = useIssueText();
  const [general, setGeneral] = useState<ReactNode | null>(null);
  const guard = useUnsavedChanges(
    options.guard !== false && form.formState.isDirty,
    options.guard ? options.guard : {},
  );
  const { toVariables, onSaved, fields, fieldOf } = options;

  const submit = useCallback(
    async (values: Output) => {
      setGeneral(null);
      // The save may move on by itself (a details page replacing the form): that is no leaving.
      guard.release();
      try {
        const result = await mutation.mutateAsync(toVariables ? toVariables(values) : (values as unknown as Variables));
        await onSaved?.(result, values);
      } catch (error) {
        guard.arm();
        if (!isApiError(error)) {
          setGeneral(error instanceof Error ? error.message : String(error));
          return;
        }
        const coded = fields?.[error.code as ErrorCode];
        if (coded) {
          form.setError(coded, { type: 'server', message: error.message });
          return;
        }
        const left: string[] = [];
        const current = form.getValues();
        for (const issue of error.issues) {
          const path = bodyPath(issue.path);
          const field = fieldOf ? fieldOf(path) : path;
          const message = text(issue);
          if (field !== null && get(current, field) !== undefined) {
            form.setError(field as Path<Input>, { type: 'server', message }, { shouldFocus: left.length === 0 });
          } else left.push(message);
        }
        if (error.issues.length === 0) setGeneral(error.message);
        else if (left.length) setGeneral(left.join(' '));
      }
    },
    [mutation, toVariables, onSaved, fields, fieldOf, form, guard, text],
  );

  return { submit, general, saving: mutation.isPending, guard };
}

/** The form's general error, once, where the form puts it. */
export function FormFrameError({ frame }: { frame: Pick<FormFrame<unknown>, 'general'> }) {
  const intl = useIntl();
  if (!frame.general) return null;
  return (
    <Alert color="red" variant="light" role="alert" title={intl.formatMessage(m.formProblem)} data-testid="form-error">
      {frame.general}
    </Alert>
  );
}

/**
 * A `<Form>` wired to a {@link useFormFrame}: submits through it and shows its general error above
 * the form's actions (place `<FormFrameError>` yourself with `errorAt="none"`).
 */
export function FormFrame<Input extends FieldValues, Output extends FieldValues>({
  frame,
  children,
  errorAt = 'end',
  ...rest
}: Omit<FormProps<Input, Output>, 'onSubmit'> & { frame: FormFrame<Output>; errorAt?: 'start' | 'end' | 'none' }) {
  return (
    <Form {...rest} onSubmit={frame.submit}>
      {errorAt === 'start' && <FormFrameError frame={frame} />}
      {children}
      {errorAt === 'end' && <FormFrameError frame={frame} />}
    </Form>
  );
}
