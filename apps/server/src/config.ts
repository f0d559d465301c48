import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const flag = z
  .enum(['on', 'off', 'true', 'false', '1', '0'])
  .transform((value) => value === 'on' || value === 'true' || value === '1');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  LINTEL_DATA_DIR: z.string().optional(),
  LINTEL_DEMO: flag.default(true),
  LINTEL_RATE_LIMIT: flag.default(true),
  /** Requests per minute per session (or per address when signed out). */
  LINTEL_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(1200),
  /** Extra origins allowed to send cookie-authenticated writes, comma-separated (the server's own is always allowed). */
  LINTEL_ALLOWED_ORIGINS: z.string().default(''),
  LINTEL_SERVE_WEB: flag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface Config {
  port: number;
  host: string;
  database: { kind: 'postgres'; url: string; poolSize: number } | { kind: 'pglite'; dataDir: string };
  seedDemo: boolean;
  rateLimit: { enabled: boolean; max: number };
  allowedOrigins: string[];
  webDist: string | null;
  logLevel: string;
  session: { idleTimeoutMs: number; absoluteLifetimeMs: number; lastSeenWriteIntervalMs: number };
  version: string;
}

/** Spec: idle time-out 3600000 ms; the auth cookie lives one day, and so does the session at most. */
export const SESSION_IDLE_TIMEOUT_MS = 3_600_000;
export const SESSION_ABSOLUTE_LIFETIME_MS = 86_400_000;

/**
 * Reads the environment once at start; a bad value stops the server with a clear message.
 *
 * @example const config = loadConfig(process.env);
 */
export function loadConfig(env: NodeJS.ProcessEnv): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: resolve(e.LINTEL_DATA_DIR ?? resolve(repoRoot, '.data')) },
    seedDemo: e.LINTEL_DEMO,
    rateLimit: { enabled: e.LINTEL_RATE_LIMIT, max: e.LINTEL_RATE_LIMIT_MAX },
    allowedOrigins: e.LINTEL_ALLOWED_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    webDist: e.LINTEL_SERVE_WEB ? resolve(repoRoot, 'apps/web/dist') : null,
    logLevel: e.LOG_LEVEL,
    session: {
      idleTimeoutMs: SESSION_IDLE_TIMEOUT_MS,
      absoluteLifetimeMs: SESSION_ABSOLUTE_LIFETIME_MS,
      lastSeenWriteIntervalMs: 60_000,
    },
    version: '0.1.0',
  };
}
