import autocannon from 'autocannon';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  /** Answers by status code, e.g. { '200': 95, '503': 5 }. */
  statuses: Record<string, number>;
  errors: number;
}

/**
 * One autocannon run against a loopback URL (in this process: its CPU is counted as the load
 * generator's), for `seconds`, or until `requests` answers came back: then no request is still in
 * flight at the end, whose server work would be charged to the ones counted (it matters for slow
 * endpoints that answer a handful of requests a second).
 */
export async function runLoad(options: {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  seconds?: number;
  requests?: number;
}): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    headers: options.headers,
    connections: options.connections,
    ...(options.requests ? { amount: options.requests } : { duration: options.seconds ?? 1 }),
    pipelining: 1,
    timeout: 30,
  });
  return {
    rps: result.requests.total / (options.requests ? result.duration : (options.seconds ?? 1)),
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([status, stats]) => [status, stats.count]),
    ),
    errors: result.errors + result.timeouts,
  };
}
