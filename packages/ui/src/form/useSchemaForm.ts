import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import { describeIssue } from '@lintel/contracts/issues';
import { useRef } from 'react';
import {
  type FieldError,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { type IntlShape, useIntl } from 'react-intl';
import type { z } from 'zod';

/**
 * Validates with the schema and words every issue through the one error map (`describeIssue`), in the
 * user's language: the field shows "Enter 20 or less", never zod's "Too big: expected number to be
 * <=20". The input is reported to the map so a missing value reads "required".
 */
function schemaResolver<Input extends FieldValues, Output extends FieldValues>(latest: {
  current: { schema: z.ZodType<Output, Input>; intl: IntlShape };
}): Resolver<Input, unknown, Output> {
  return async (values, _context, options) => {
    const { schema, intl } = latest.current;
    const result = await schema.safeParseAsync(values, { reportInput: true });
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data, errors: {} };
    }
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const text = describeIssue(issue);
      if (errors[text.path]) continue;
      const message = text.id
        ? intl.formatMessage({ id: text.id, defaultMessage: text.defaultMessage }, text.values)
        : text.message;
      errors[text.path] = { type: issue.code, message };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}

/**
 * react-hook-form set up the portal's way: validated by a zod schema (the same one the server uses),
 * first on blur and then on every change, so errors appear only once a field has been touched; its
 * messages come from the one error map, translated. Focus is left to `<Form>`, which scrolls to the
 * first error on screen rather than the first in the schema.
 *
 * @example const form = useSchemaForm(rulesSchema, { defaultValues: settings });
 */
export function useSchemaForm<Input extends FieldValues, Output extends FieldValues = Input>(
  schema: z.ZodType<Output, Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver'> = {},
): UseFormReturn<Input, unknown, Output> {
  const intl = useIntl();
  // The resolver stays one function for react-hook-form, reading the latest schema and language.
  const latest = useRef({ schema, intl });
  latest.current = { schema, intl };
  const resolver = useRef<Resolver<Input, unknown, Output> | null>(null);
  resolver.current ??= schemaResolver(latest);
  return useForm<Input, unknown, Output>({
    mode: 'onTouched',
    shouldFocusError: false,
    ...options,
    resolver: resolver.current,
  });
}
