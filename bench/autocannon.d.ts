// The few parts of autocannon's programmatic API the benchmark uses (it ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    headers?: Record<string, string>;
    connections?: number;
    duration?: number;
    amount?: number;
    pipelining?: number;
    timeout?: number;
  }
  interface Result {
    requests: { total: number; average: number };
    /** Seconds the run took. */
    duration: number;
    latency: { p50: number; p99: number; average: number };
    non2xx: number;
    statusCodeStats?: Record<string, { count: number }>;
    errors: number;
    timeouts: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
