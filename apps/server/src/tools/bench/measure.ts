import autocannon from 'autocannon';

export interface Measured {
  requests: number;
  errors: number;
  non2xx: number;
  p50: number;
  p95: number;
  p99: number;
  reqPerSec: number;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)] as number;
}

/**
 * `connections` clients for `seconds`, cycling through `paths`. autocannon's own histogram
 * has no 95th percentile, so every response time is kept and the percentiles computed here.
 */
export async function measure(
  baseUrl: string,
  paths: string[],
  opts: { connections: number; seconds: number; cookie?: string },
): Promise<Measured> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections: opts.connections,
        duration: opts.seconds,
        headers: opts.cookie ? { cookie: opts.cookie } : {},
        requests: paths.map((path) => ({ method: 'GET', path })),
      },
      (err: unknown, res) =>
        err ? reject(err instanceof Error ? err : new Error('autocannon failed')) : resolve(res),
    );
    instance.on('response', (_client, _status, _bytes, ms) => {
      times.push(ms);
    });
  });
  const sorted = Float64Array.from(times).sort();
  return {
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    reqPerSec: result.requests.total / opts.seconds,
  };
}
