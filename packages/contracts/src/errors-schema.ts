import { errorCodes } from './errors.ts';
import * as z from './zod.ts';

/** The error body as a schema, for response serialisation and the OpenAPI document. */
export const errorBodySchema = z.object({
  code: z.enum(errorCodes),
  message: z.string(),
  traceId: z.string(),
  issues: z
    .array(
      z.object({
        path: z.string(),
        message: z.string(),
        id: z.string().optional(),
        values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
      }),
    )
    .optional(),
});
