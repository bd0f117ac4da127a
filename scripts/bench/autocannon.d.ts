/** The part of autocannon 9's API the benchmarks use (the package ships no types). */
declare module "autocannon" {
  namespace autocannon {
    type Request = {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      setupRequest?: (req: Request) => Request;
    };
    type Options = {
      url: string;
      connections?: number;
      duration?: number;
      amount?: number;
      headers?: Record<string, string>;
      requests?: Request[];
    };
    type Histogram = { average: number; p50: number; p90: number; p99: number; max: number };
    type Result = {
      requests: Histogram & { total: number };
      latency: Histogram;
      errors: number;
      timeouts: number;
      non2xx: number;
      "2xx": number;
    };
  }
  function autocannon(
    opts: autocannon.Options,
    cb: (err: Error | null, result: autocannon.Result) => void,
  ): unknown;
  export default autocannon;
}
