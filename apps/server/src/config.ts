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
  /** Demo mode; unset, it is on only for the embedded first start (no DATABASE_URL and no SMTP_URL). */
  LINTEL_DEMO: flag.optional(),
  LINTEL_RATE_LIMIT: flag.default(true),
  /** Requests per minute per session (or per address when signed out). */
  LINTEL_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(1200),
  /** Extra origins allowed to send cookie-authenticated writes, comma-separated (the server's own is always allowed). */
  LINTEL_ALLOWED_ORIGINS: z.string().default(''),
  /** Where people reach the portal; the base of links sent by email (never taken from a request's Host). */
  LINTEL_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  LINTEL_SERVE_WEB: flag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Unset: readable lines at a terminal, JSON lines otherwise. */
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  /** When set, the outbox sends email through this SMTP server (smtp:// or smtps:// URL). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .optional(),
  SMTP_FROM: z.string().default('Lintel <no-reply@lintel.invalid>'),
  /** Where uploaded files live; default: `files` inside the data folder. */
  LINTEL_FILES_DIR: z.string().optional(),
  /** An S3-compatible bucket instead of the folder: endpoint URL, bucket, region, keys. */
  LINTEL_FILES_S3_ENDPOINT: z.url().optional(),
  LINTEL_FILES_S3_BUCKET: z.string().optional(),
  LINTEL_FILES_S3_REGION: z.string().default('us-east-1'),
  LINTEL_FILES_S3_ACCESS_KEY_ID: z.string().optional(),
  LINTEL_FILES_S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** The device simulator's live ticks; unset, on in demo mode. */
  LINTEL_DEVICE_SIM: flag.optional(),
  LINTEL_DEVICE_SIM_SEED: z.string().min(1).max(100).default('lintel'),
  /** Simulated vendor latency in ms: one number or a range "50-250". */
  LINTEL_DEVICE_SIM_LATENCY_MS: z
    .string()
    .regex(/^\d{1,6}(-\d{1,6})?$/, 'LINTEL_DEVICE_SIM_LATENCY_MS must be a number of ms or a range like 50-250')
    .default('50-250'),
  /** The NFC wallet feature (wallet passes); the spec's build flag, switched at start-up (D243). */
  LINTEL_NFC_WALLET: flag.default(true),
  LINTEL_DEVICE_SIM_FAILURE_RATE: z.coerce.number().min(0).max(1).default(0.02),
  LINTEL_DEVICE_SIM_UNREACHABLE_RATE: z.coerce.number().min(0).max(1).default(0.05),
});

export interface Config {
  port: number;
  host: string;
  database: { kind: 'postgres'; url: string; poolSize: number } | { kind: 'pglite'; dataDir: string };
  /**
   * Demo mode: seed the demo portfolio, serve the demo mailbox, show the demo banner. Off unless asked
   * for whenever DATABASE_URL or SMTP_URL is set, so a real deployment never has it by accident.
   */
  seedDemo: boolean;
  rateLimit: { enabled: boolean; max: number };
  allowedOrigins: string[];
  publicUrl: string;
  webDist: string | null;
  logLevel: string;
  /** `json` or `pretty` when LOG_FORMAT says so; unset, the server decides by whether stdout is a terminal. */
  logFormat: 'json' | 'pretty' | undefined;
  /** Outbox delivery: SMTP when configured, otherwise messages stay in the database. */
  smtp: { url: string; from: string } | null;
  session: { idleTimeoutMs: number; absoluteLifetimeMs: number; lastSeenWriteIntervalMs: number };
  version: string;
  files: FilesConfig;
  /**
   * The built-in device simulator behind every vendor adapter (D178): its seed, latency and fault
   * rates, and whether its live ticks (doors, batteries, leaks, temperatures) run.
   */
  /** Installation features switched at start-up (platform/features.ts). */
  features: { nfcWallet: boolean };
  deviceSimulator: {
    live: boolean;
    seed: string;
    latencyMs: [number, number];
    failureRate: number;
    unreachableRate: number;
  };
}

export type FilesConfig =
  | { kind: 'local'; dir: string }
  | { kind: 's3'; endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string };

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
  const seedDemo = e.LINTEL_DEMO ?? (!e.DATABASE_URL && !e.SMTP_URL);
  return {
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: resolve(e.LINTEL_DATA_DIR ?? resolve(repoRoot, '.data')) },
    seedDemo,
    rateLimit: { enabled: e.LINTEL_RATE_LIMIT, max: e.LINTEL_RATE_LIMIT_MAX },
    allowedOrigins: e.LINTEL_ALLOWED_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    publicUrl: (e.LINTEL_PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    webDist: e.LINTEL_SERVE_WEB ? resolve(repoRoot, 'apps/web/dist') : null,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    smtp: e.SMTP_URL ? { url: e.SMTP_URL, from: e.SMTP_FROM } : null,
    session: {
      idleTimeoutMs: SESSION_IDLE_TIMEOUT_MS,
      absoluteLifetimeMs: SESSION_ABSOLUTE_LIFETIME_MS,
      lastSeenWriteIntervalMs: 60_000,
    },
    version: '0.1.0',
    files: filesConfig(e),
    features: { nfcWallet: e.LINTEL_NFC_WALLET },
    deviceSimulator: {
      live: e.LINTEL_DEVICE_SIM ?? seedDemo,
      seed: e.LINTEL_DEVICE_SIM_SEED,
      latencyMs: latencyRange(e.LINTEL_DEVICE_SIM_LATENCY_MS),
      failureRate: e.LINTEL_DEVICE_SIM_FAILURE_RATE,
      unreachableRate: e.LINTEL_DEVICE_SIM_UNREACHABLE_RATE,
    },
  };
}

function latencyRange(text: string): [number, number] {
  const [low, high = low] = text.split('-').map(Number) as [number, number?];
  if (high < low)
    throw new Error('Invalid configuration:\n  LINTEL_DEVICE_SIM_LATENCY_MS: the range must go from low to high');
  return [low, high];
}

function filesConfig(e: z.infer<typeof envSchema>): FilesConfig {
  if (e.LINTEL_FILES_S3_ENDPOINT) {
    if (!e.LINTEL_FILES_S3_BUCKET || !e.LINTEL_FILES_S3_ACCESS_KEY_ID || !e.LINTEL_FILES_S3_SECRET_ACCESS_KEY) {
      throw new Error(
        'Invalid configuration:\n  LINTEL_FILES_S3_ENDPOINT needs LINTEL_FILES_S3_BUCKET, LINTEL_FILES_S3_ACCESS_KEY_ID and LINTEL_FILES_S3_SECRET_ACCESS_KEY',
      );
    }
    return {
      kind: 's3',
      endpoint: e.LINTEL_FILES_S3_ENDPOINT,
      bucket: e.LINTEL_FILES_S3_BUCKET,
      region: e.LINTEL_FILES_S3_REGION,
      accessKeyId: e.LINTEL_FILES_S3_ACCESS_KEY_ID,
      secretAccessKey: e.LINTEL_FILES_S3_SECRET_ACCESS_KEY,
    };
  }
  const dataDir = resolve(e.LINTEL_DATA_DIR ?? resolve(repoRoot, '.data'));
  return { kind: 'local', dir: resolve(e.LINTEL_FILES_DIR ?? resolve(dataDir, 'files')) };
}
