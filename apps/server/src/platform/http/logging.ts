import type { FastifyInstance, FastifyRequest } from 'fastify';
import pretty from 'pino-pretty';

/** How the server writes its log: JSON lines for machines, short readable lines for a person at a terminal. */
export type LogFormat = 'json' | 'pretty';

/**
 * `LOG_FORMAT` wins when set; otherwise a terminal gets readable lines and anything else (a file, a
 * pipe, a container's log collector) gets JSON.
 *
 * @example chooseLogFormat(process.env.LOG_FORMAT, process.stdout.isTTY) // 'pretty' at a terminal
 */
export function chooseLogFormat(setting: 'json' | 'pretty' | undefined, isTTY: boolean | undefined): LogFormat {
  return setting ?? (isTTY ? 'pretty' : 'json');
}

/** Fields the request line carries for JSON readers; the readable line says them in its message. */
const requestFields = ['method', 'url', 'statusCode', 'responseTime', 'code'];

/** pino options for Fastify: JSON to stdout, or one short line per entry through pino-pretty. */
export function loggerOptions(
  level: string,
  format: LogFormat,
  destination: NodeJS.WritableStream = process.stdout,
): Record<string, unknown> {
  if (format === 'json') return destination === process.stdout ? { level } : { level, stream: destination };
  return {
    level,
    stream: pretty({
      destination,
      sync: true,
      // Colours only where a terminal shows them.
      colorize: 'isTTY' in destination && destination.isTTY === true,
      singleLine: true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: ['pid', 'hostname', 'traceId', 'reqId', ...requestFields].join(','),
    }),
  };
}

/**
 * Whether a request earns a line. JSON logs every request once; a terminal hears only the API, and
 * not its health check, so the portal's files and the probes do not push the address off the screen.
 */
export function logsRequest(url: string, format: LogFormat): boolean {
  if (format === 'json') return true;
  const path = url.split('?')[0] ?? url;
  return path.startsWith('/api/') && path !== '/api/health';
}

const answeredCodes = new WeakMap<FastifyRequest, string>();

/** The error handler notes a refusal's code here, so the request's one line carries it. */
export function noteAnsweredCode(request: FastifyRequest, code: string): void {
  answeredCodes.set(request, code);
}

/** One line per finished request (Fastify's own request logging, two lines each, is turned off). */
export function installRequestLog(app: FastifyInstance, format: LogFormat): void {
  app.addHook('onResponse', async (request, reply) => {
    if (!logsRequest(request.url, format)) return;
    const responseTime = Math.round(reply.elapsedTime);
    const code = answeredCodes.get(request);
    const failed = reply.statusCode >= 500;
    const message = [
      `${request.method} ${request.url} ${reply.statusCode}`,
      code,
      `${responseTime} ms`,
      failed ? `trace ${request.id}` : undefined,
    ]
      .filter(Boolean)
      .join(' ');
    request.log[failed ? 'error' : 'info'](
      { method: request.method, url: request.url, statusCode: reply.statusCode, responseTime, code },
      message,
    );
  });
}
