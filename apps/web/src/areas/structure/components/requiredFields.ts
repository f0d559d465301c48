import { uuid } from '@lintel/contracts';
import { z } from 'zod';

/**
 * Form-side wrappers around the contract's own field schemas: an empty choice or an empty number box
 * says 'required' instead of a type error; what is filled in is checked by the contract's rule.
 */
export const pickedId = z.string({ message: 'required' }).min(1, 'required').pipe(uuid);

export function filledNumber<T extends z.ZodType<number, number>>(schema: T) {
  return z.number({ message: 'required' }).pipe(schema);
}
