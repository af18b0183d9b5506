// The few parts of autocannon the bench uses (the package ships no types).
declare module 'autocannon' {
  namespace autocannon {
    type Options = {
      url: string;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      connections?: number;
      duration?: number;
      pipelining?: number;
      /** Called with each connection's client as it starts (per-connection headers). */
      setupClient?: (client: Client) => void;
    };
    type Client = { setHeaders: (headers: Record<string, string>) => void };
    type Histogram = { average: number; total: number; mean: number; stddev: number; min: number; max: number; p50: number; p90: number; p99: number };
    type Result = { requests: Histogram; latency: Histogram; throughput: Histogram; errors: number; timeouts: number; non2xx: number; duration: number };
  }
  function autocannon(opts: autocannon.Options, cb: (err: Error | null, result: autocannon.Result) => void): unknown;
  export default autocannon;
}
