import { COMMUNITY_HEADER, CUSTOMER_HEADER, TOTAL_COUNT_HEADER } from '@lintel/contracts/common';
import {
  type BodyOf,
  buildPath,
  type Endpoint,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@lintel/contracts/endpoint';
import { errorFromResponse, networkError } from './errors.ts';

/** The customer and community a call acts in; sent as the X-Lintel-* headers when set. */
export interface CallContext {
  customerId: string | null;
  communityId: string | null;
}

export const noContext: CallContext = { customerId: null, communityId: null };

type Optional<K extends string, T> = T extends undefined ? { [P in K]?: undefined } : { [P in K]: T };

/** What one call of an endpoint sends besides the context: its path parameters, query and body. */
export type CallInput<E> = Optional<'params', ParamsOf<E>> & Optional<'body', BodyOf<E>> & { query?: QueryOf<E> };

export type CallOptions<E> = CallInput<E> & {
  context?: CallContext;
  signal?: AbortSignal;
};

/** Listeners told about 401s, so the session layer can sign the tab out. */
const unauthorizedListeners = new Set<(code: string) => void>();
export function onUnauthorized(listener: (code: string) => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Calls one endpoint from its shared contract. The answer is typed by the contract; failures
 * throw an ApiError whose message is the one to show.
 *
 * @example const page = await call(context.listUserCommunities, { query: { size: 999 }, context: ctx });
 */
export async function call<E extends Endpoint>(endpoint: E, options: CallOptions<E>): Promise<ResponseOf<E>> {
  const { body } = await send(endpoint, options);
  return body as ResponseOf<E>;
}

/** Like call, plus the x-total-count header of list endpoints. */
export async function callList<E extends Endpoint>(
  endpoint: E,
  options: CallOptions<E>,
): Promise<{ data: ResponseOf<E>; total: number | null }> {
  const { response, body } = await send(endpoint, options);
  const total = response.headers.get(TOTAL_COUNT_HEADER);
  return { data: body as ResponseOf<E>, total: total === null ? null : Number(total) };
}

/**
 * Calls an endpoint that answers a file (an export) and gives its bytes and the name the server
 * gave it (Content-Disposition); failures throw an ApiError like any call.
 *
 * @example const file = await download(structure.unitsData.exportUnits, { query: { format: 'csv' }, context });
 */
export async function download<E extends Endpoint>(
  endpoint: E,
  options: CallOptions<E>,
): Promise<{ blob: Blob; fileName: string }> {
  const { response, body } = await send(endpoint, options, { accept: '*/*', binary: true });
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const plain = /filename="([^"]+)"/i.exec(disposition)?.[1];
  const fileName = encoded ? decodeURIComponent(encoded) : (plain ?? 'download');
  return { blob: body as Blob, fileName };
}

async function send<E extends Endpoint>(
  endpoint: E,
  options: CallOptions<E>,
  answer: { accept: string; binary: boolean } = { accept: 'application/json', binary: false },
) {
  const headers: Record<string, string> = { accept: answer.accept };
  const context = options.context ?? noContext;
  if (context.customerId) headers[CUSTOMER_HEADER] = context.customerId;
  if (context.communityId) headers[COMMUNITY_HEADER] = context.communityId;
  const hasBody = options.body !== undefined;
  if (hasBody) headers['content-type'] = 'application/json';
  const url =
    buildPath(endpoint.path, options.params as Record<string, string> | undefined) +
    queryString(options.query as Record<string, unknown> | undefined);

  let response: Response;
  try {
    response = await fetch(url, {
      method: endpoint.method,
      headers,
      credentials: 'same-origin',
      ...(hasBody ? { body: JSON.stringify(options.body) } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw networkError();
  }
  if (response.status === 204) return { response, body: null };
  if (answer.binary && response.ok) return { response, body: await response.blob() };
  const text = await response.text();
  let body: unknown = text;
  if ((response.headers.get('content-type') ?? '').includes('application/json') && text !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  if (!response.ok) {
    const error = errorFromResponse(
      response.status,
      body,
      response.headers.get('x-trace-id'),
      response.statusText || 'Request failed',
    );
    if (response.status === 401) for (const listener of unauthorizedListeners) listener(error.code);
    throw error;
  }
  return { response, body };
}
