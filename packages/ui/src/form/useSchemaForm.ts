import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type UseFormProps, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';

/**
 * react-hook-form set up the portal's way: validated by a zod schema (the same one the server uses),
 * first on blur and then on every change, so errors appear only once a field has been touched. Focus
 * is left to `<Form>`, which scrolls to the first error on screen rather than the first in the schema.
 *
 * @example const form = useSchemaForm(rulesSchema, { defaultValues: settings });
 */
export function useSchemaForm<Input extends FieldValues, Output extends FieldValues = Input>(
  schema: z.ZodType<Output, Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver'> = {},
): UseFormReturn<Input, unknown, Output> {
  return useForm<Input, unknown, Output>({
    mode: 'onTouched',
    shouldFocusError: false,
    ...options,
    resolver: zodResolver(schema),
  });
}
