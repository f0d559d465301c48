import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Which tenant context an endpoint needs from the X-Lintel-* headers. */
export type TenantRequirement = 'none' | 'customer' | 'community';

/**
 * Who may call an endpoint, declared where the endpoint is declared. A test snapshots every
 * endpoint's access, so a change in who-may-do-what shows up in review.
 */
export type Access =
  | {
      auth: 'public';
      /** Why anyone may call it (for the access-surface review). */
      reason: string;
    }
  | {
      auth: 'session';
      tenant: TenantRequirement;
      /**
       * The permission rule, or `null` with `reason` when any signed-in user may call it in that
       * context (for example reading one's own profile).
       */
      permission: PermissionRule | null;
      reason?: string;
      /** Users without any profile (profileDisabled) may still call it: profile, session, sign-out. */
      allowProfileless?: boolean;
      /** Only provider staff (SUPER_ADMIN and LINTEL types). */
      providerOnly?: boolean;
    };

/** Permission rules as data (filled in by the permission service): a key, any/all of rules, or a named policy. */
export type PermissionRule =
  | { key: string }
  | { anyOf: PermissionRule[] }
  | { allOf: PermissionRule[] }
  | { policy: string };

export interface Endpoint {
  /** Stable id, `area.operation`; used as the OpenAPI operationId. */
  readonly id: string;
  readonly method: HttpMethod;
  /** Fastify-style path with `:param` segments, always under /api. */
  readonly path: `/api/${string}`;
  readonly summary: string;
  readonly access: Access;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response: z.ZodType;
  /** Success status, 200 unless stated. */
  readonly status?: 200 | 201 | 202 | 204;
  /** Per-route body limit in bytes (default 64 KiB); raise it only on the route that needs it. */
  readonly bodyLimit?: number;
  /** The answer carries x-total-count. */
  readonly paged?: boolean;
  /**
   * Creates accept an Idempotency-Key header: a retry with the same key gets the first answer and
   * never runs twice; the same key with a different request is refused.
   */
  readonly idempotent?: boolean;
}

/** Declares an endpoint contract, keeping its exact (literal) types so handlers get the right scope. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

export type ParamsOf<E> = E extends { params: infer P extends z.ZodType } ? z.output<P> : undefined;
/** What a caller sends in the query string. */
export type QueryOf<E> = E extends { query: infer Q extends z.ZodType } ? z.input<Q> : undefined;
/** What the handler gets after parsing (defaults and transforms applied). */
export type ParsedQueryOf<E> = E extends { query: infer Q extends z.ZodType } ? z.output<Q> : undefined;
export type BodyOf<E> = E extends { body: infer B extends z.ZodType } ? z.input<B> : undefined;
export type ParsedBodyOf<E> = E extends { body: infer B extends z.ZodType } ? z.output<B> : undefined;
export type ResponseOf<E> = E extends { response: infer R extends z.ZodType } ? z.output<R> : never;

/** Fills `:name` segments; every value is URI-encoded. */
export function buildPath(path: string, params: Record<string, string> | undefined): string {
  return path.replace(/:([A-Za-z][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}
