import { defineEndpoint } from './endpoint.ts';
import * as z from './zod.ts';

export const health = defineEndpoint({
  id: 'platform.health',
  method: 'GET',
  path: '/api/health',
  summary: 'Liveness and database reachability.',
  access: { auth: 'public', reason: 'Load balancers and the start script poll it before anyone signs in.' },
  response: z.object({
    status: z.literal('ok'),
    database: z.enum(['pglite', 'postgres']),
    version: z.string(),
    uptimeSeconds: z.number(),
  }),
});
