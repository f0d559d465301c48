import { COMMUNITY_HEADER, CUSTOMER_HEADER } from '@lintel/contracts/common';
import type { Endpoint, ParamsOf, ParsedBodyOf, ParsedQueryOf, ResponseOf } from '@lintel/contracts/endpoint';
import { errorBodySchema } from '@lintel/contracts/errors-schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { resolveIdentity } from '../auth/resolve.ts';
import { SESSION_COOKIE } from '../auth/tokens.ts';
import {
  type CommunityScope,
  type CustomerScope,
  enterScope,
  type Scope,
  type SessionScope,
  type Tx,
} from '../db/scope.ts';
import { AppError } from '../errors.ts';
import type { AttemptBudget } from './budget.ts';
import { parseContextHeader } from './context-headers.ts';
import { claimKey, parseIdempotencyKey, recordAnswer, requestHash } from './idempotency.ts';
import type { Platform } from './platform.ts';

type ScopeFor<E> = E extends { access: { auth: 'session'; tenant: 'community' } }
  ? CommunityScope
  : E extends { access: { auth: 'session'; tenant: 'customer' } }
    ? CustomerScope
    : E extends { access: { auth: 'session' } }
      ? SessionScope
      : Scope;

export interface HandlerInput<E> {
  scope: ScopeFor<E>;
  params: ParamsOf<E>;
  query: ParsedQueryOf<E>;
  body: ParsedBodyOf<E>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<E> = (input: HandlerInput<E>) => Promise<ResponseOf<E>>;

export function bearerOrCookie(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim();
  return request.cookies[SESSION_COOKIE] ?? null;
}

/**
 * Registers one endpoint from its contract. The handler runs inside one transaction that first
 * authenticates and checks the tenant context, then runs as the application role with the tenant
 * set, so the handler only translates: parse, call the service, answer.
 *
 * @example route(app, platform, context.getProfile, ({ scope }) => profiles.read(scope));
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  platform: Platform,
  endpoint: E,
  handler: Handler<E>,
  options: {
    rateLimit?: { max: number; timeWindow: number };
    /** A budget of attempts shared with other endpoints (password guesses), counted before anything else. */
    budget?: AttemptBudget | null;
  } = {},
): void {
  const budget = options.budget;
  const status = endpoint.status ?? 200;
  // A session endpoint authenticates before it validates: the schema's verdict waits in
  // request.validationError until the caller is known, allowed in the context and permitted, so an
  // anonymous or unpermitted caller learns nothing about a body's or a path's shape. Public endpoints
  // validate first, as Fastify does by default.
  const authenticateFirst = endpoint.access.auth === 'session';
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    bodyLimit: endpoint.bodyLimit ?? 64 * 1024,
    attachValidation: authenticateFirst,
    schema: {
      operationId: endpoint.id,
      summary: endpoint.summary,
      tags: [endpoint.id.split('.')[0] ?? 'api'],
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.access.auth === 'session' ? { security: [{ cookie: [] }, { bearer: [] }] } : {}),
      response: {
        [status]: endpoint.response,
        '4xx': errorBodySchema,
        '5xx': errorBodySchema,
      },
    },
    config: { endpoint, ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}) },
    // Only routes with a shared budget pay for a hook.
    onRequest: budget
      ? (request, reply, done) => {
          const refused = budget.take(request);
          if (!refused) return done();
          reply.header('retry-after', String(refused.refusedForSeconds));
          done(new AppError('RATE_LIMITED', { internal: `${budget.name} budget spent` }));
        }
      : [],
    handler: async (request, reply) => {
      const claimed = {
        token: bearerOrCookie(request),
        customerId: parseContextHeader(request.headers[CUSTOMER_HEADER]),
        communityId: parseContextHeader(request.headers[COMMUNITY_HEADER]),
      };
      const idempotencyKey = endpoint.idempotent ? parseIdempotencyKey(request.headers['idempotency-key']) : null;
      const now = platform.clock.now();
      const { answer, answerStatus } = await runRequest(platform, async (trx) => {
        // Authenticates, checks the context and the permission, and leaves the transaction running
        // as the application role with the tenant set.
        const identity = await resolveIdentity(trx, endpoint.access, claimed, now, platform.config.session);
        request.identity = identity;
        // Thrown inside the transaction, so the error handler answers VALIDATION_FAILED as before.
        if (request.validationError) throw request.validationError;
        const { grants: _grants, ...who } = identity;
        const scope: Scope = { db: trx, now, ...who };
        if (idempotencyKey && scope.actor) {
          const hash = requestHash({
            method: endpoint.method,
            path: request.url.split('?')[0] ?? '',
            customerId: scope.customerId,
            communityId: scope.communityId,
            body: request.body,
          });
          const claim = await claimKey(scope as SessionScope, idempotencyKey, {
            method: endpoint.method,
            path: request.url.split('?')[0] ?? '',
            hash,
          });
          if (claim.kind === 'replay') {
            reply.header('idempotent-replayed', 'true');
            return { answer: claim.response, answerStatus: claim.status };
          }
        }
        const answer = await handler({
          scope: scope as ScopeFor<E>,
          params: request.params as ParamsOf<E>,
          query: request.query as ParsedQueryOf<E>,
          body: request.body as ParsedBodyOf<E>,
          request,
          reply,
        });
        if (idempotencyKey && scope.actor) await recordAnswer(scope as SessionScope, idempotencyKey, status, answer);
        return { answer, answerStatus: status };
      });
      reply.code(answerStatus);
      return answerStatus === 204 ? reply.send() : answer;
    },
  });
}

/** The request's one transaction; a refusal's `afterRollback` work then runs in a transaction of its own. */
async function runRequest<T>(platform: Platform, work: (trx: Tx) => Promise<T>): Promise<T> {
  try {
    return await platform.database.db.transaction().execute(work);
  } catch (error) {
    const afterRollback = error instanceof AppError ? error.options.afterRollback : undefined;
    if (afterRollback) {
      await platform.database.db.transaction().execute(async (trx) => {
        await enterScope(trx, {
          userId: null,
          customerId: null,
          communityId: null,
          allCommunities: false,
          provider: false,
        });
        await afterRollback(trx);
      });
    }
    throw error;
  }
}
