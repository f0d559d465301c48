import { PassThrough } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  chooseLogFormat,
  installRequestLog,
  type LogFormat,
  loggerOptions,
  logsRequest,
  noteAnsweredCode,
} from './logging.ts';

/** A server with the real logger options and request log, writing into a buffer. */
async function serverLogging(format: LogFormat) {
  const out = new PassThrough();
  let text = '';
  out.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  const app = Fastify({
    logger: loggerOptions('info', format, out),
    logController: new LogController({ requestIdLogLabel: 'traceId', disableRequestLogging: true }),
  });
  installRequestLog(app, format);
  app.get('/api/units', async () => ({ items: [] }));
  app.get('/api/health', async () => ({ status: 'ok' }));
  app.get('/assets/app.js', async () => 'x');
  app.get('/api/refused', async (request, reply) => {
    noteAnsweredCode(request, 'NOT_FOUND');
    return reply.code(404).send({ code: 'NOT_FOUND' });
  });
  await app.ready();
  return {
    app,
    lines: () =>
      text
        .split('\n')
        .filter((line) => line.trim() !== '')
        .filter((line) => !line.includes('Server listening')),
  };
}

describe('the operator starting the server', () => {
  it('at a terminal gets readable lines; in a pipe or a file, JSON; LOG_FORMAT overrides both', () => {
    expect(chooseLogFormat(undefined, true)).toBe('pretty');
    expect(chooseLogFormat(undefined, false)).toBe('json');
    expect(chooseLogFormat(undefined, undefined)).toBe('json');
    expect(chooseLogFormat('json', true)).toBe('json');
    expect(chooseLogFormat('pretty', false)).toBe('pretty');
  });

  it('at a terminal hears API calls only: not the portal files, not the health probe', () => {
    expect(logsRequest('/api/units?page=2', 'pretty')).toBe(true);
    expect(logsRequest('/api/health', 'pretty')).toBe(false);
    expect(logsRequest('/assets/index-abc.js', 'pretty')).toBe(false);
    expect(logsRequest('/spaces/living', 'pretty')).toBe(false);
    expect(logsRequest('/assets/index-abc.js', 'json')).toBe(true);
    expect(logsRequest('/api/health', 'json')).toBe(true);
  });

  it('at a terminal sees one short line per API request, with the refusal code, and none for files or health', async () => {
    const { app, lines } = await serverLogging('pretty');
    await app.inject({ method: 'GET', url: '/api/units' });
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: '/assets/app.js' });
    await app.inject({ method: 'GET', url: '/api/refused' });
    await app.close();
    const logged = lines();
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatch(/^\[\d\d:\d\d:\d\d(\.\d+)?\] INFO: GET \/api\/units 200 \d+ ms$/);
    expect(logged[1]).toMatch(/INFO: GET \/api\/refused 404 NOT_FOUND \d+ ms$/);
    expect(logged.join('\n')).not.toContain('{');
  });

  it('reading the log with a machine gets one JSON object per request, files and health included', async () => {
    const { app, lines } = await serverLogging('json');
    await app.inject({ method: 'GET', url: '/api/units' });
    await app.inject({ method: 'GET', url: '/assets/app.js' });
    await app.close();
    const logged = lines().map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({ level: 30, method: 'GET', url: '/api/units', statusCode: 200 });
    expect(logged[0]!.traceId).toBeTruthy();
    expect(logged[1]).toMatchObject({ url: '/assets/app.js', statusCode: 200 });
  });
});
