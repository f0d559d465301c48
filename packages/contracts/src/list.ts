import * as z from './zod.ts';

/**
 * List conventions of spec part 1 section 7: page and size (default 20), sort as
 * `column,direction`, `q` search, or token paging with `token`, `dir` FORWARD|BACK and `limit`.
 */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 999;
export const TOKEN_PAGE_MAX = 100;

/** Query fields every list endpoint accepts. Sort columns are checked against an allow-list per endpoint. */
export const listQueryFields = {
  page: z.coerce.number().int().min(0).max(1_000_000).optional(),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  sort: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9_]{0,62},(asc|desc|ASC|DESC)$/, 'sort must be column,direction')
    .optional(),
  q: z.string().trim().max(200).optional(),
  token: z.string().max(512).optional(),
  dir: z.enum(['FORWARD', 'BACK']).optional(),
  limit: z.coerce.number().int().min(1).max(TOKEN_PAGE_MAX).optional(),
};

export const listQuery = z.strictObject(listQueryFields);
export type ListQuery = z.infer<typeof listQuery>;

/** Spec's paged body: content, totalElements, totalPages. totalIsEstimate says when the total is not exact. */
export function pagedResponse<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
    totalIsEstimate: z.boolean(),
    page: z.number().int().optional(),
    size: z.number().int(),
    /** Token paging: token of the first and last item of this page, for dir BACK and FORWARD. */
    firstToken: z.string().nullable().optional(),
    nextToken: z.string().nullable().optional(),
  });
}

export type Paged<T> = {
  content: T[];
  totalElements: number;
  totalPages: number;
  totalIsEstimate: boolean;
  page?: number;
  size: number;
  firstToken?: string | null;
  nextToken?: string | null;
};
