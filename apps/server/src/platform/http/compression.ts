import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** JSON answers smaller than this are sent as they are: compressing them saves less than it costs (D206). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** The encodings the server can send, best first; the portal's built files use the same two (D205). */
const negotiator = new Negotiator<'br' | 'gzip'>({ supportedValues: ['br', 'gzip'], cache: new Map() });

/**
 * The encoding to answer in for a request's Accept-Encoding: brotli when accepted, then gzip, else
 * none. `*` counts as gzip, as the static file server counts it.
 */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | null {
  if (typeof acceptEncoding !== 'string' || acceptEncoding === '') return null;
  return negotiator.negotiate(acceptEncoding.toLowerCase().replace(/\*/g, 'gzip'));
}

/** Adds `accept-encoding` to the answer's Vary header, keeping whatever is there. */
export function varyOnAcceptEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const value = Array.isArray(current) ? current.join(', ') : current === undefined ? '' : String(current);
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(value)) return;
  reply.header('vary', value ? `${value}, accept-encoding` : 'accept-encoding');
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Brotli quality 4 and gzip level 6: most of the saving at a fraction of the slowest settings' CPU (D206). */
function compress(body: string, encoding: 'br' | 'gzip'): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: 6 });
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 4,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
    },
  });
}

/**
 * Compresses JSON answers to reads (GET, HEAD) of at least COMPRESS_THRESHOLD_BYTES, in the encoding
 * the request accepts (D206). Only serialised JSON is touched: file downloads and exports (streams
 * and buffers), the portal's files (compressed at build time) and the websocket pass as they are.
 * Answers to writes are never compressed: they are small, and they are where one-time secrets
 * travel (new tokens, authenticator keys), which must not share a compressed body with text an
 * attacker chose (BREACH).
 */
export function installJsonCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string') return payload;
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    if (Buffer.byteLength(payload) < COMPRESS_THRESHOLD_BYTES) return payload;
    if (reply.getHeader('content-encoding') !== undefined) return payload;
    // From here the answer depends on Accept-Encoding, whether or not this request gets it compressed.
    varyOnAcceptEncoding(reply);
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const compressed = await compress(payload, encoding);
    reply.header('content-encoding', encoding);
    // Fastify sets the length of what is sent; a length set for the plain text would be wrong now.
    reply.removeHeader('content-length');
    return compressed;
  });
}
