import type { Config } from '../../config.ts';
import type { RequestIdentity } from '../auth/resolve.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/open.ts';

/** What every area gets from the platform: configuration, the database and the clock. */
export interface Platform {
  config: Config;
  database: Database;
  clock: Clock;
}

declare module 'fastify' {
  interface FastifyRequest {
    identity?: RequestIdentity;
  }
}
