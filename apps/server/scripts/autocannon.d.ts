// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Changes a request before it is sent (a fresh body or header per request). */
    setupRequest?: (request: Request) => Request;
  }
  interface Options {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string | undefined;
    connections?: number;
    duration?: number;
    /** Requests per second per connection (none: as fast as answers come). */
    connectionRate?: number;
    /** Worker threads that send the requests (none: this thread). */
    workers?: number;
    /** The requests each connection sends in turn. */
    requests?: Request[];
    /** Called once for each connection opened, before it sends: `setRequests` gives it its own requests. */
    setupClient?: (client: Client) => void;
  }
  interface Client {
    /** This connection's requests from now on (each over the run's method, path and headers). */
    setRequests(requests: Request[]): void;
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  interface Result {
    /** `total`: answers received; `sent`: requests sent. */
    requests: Histogram & { total: number; sent: number };
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  /** A running benchmark: a promise of its result that also tells each answer as it comes. */
  interface Instance extends Promise<Result> {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void,
    ): this;
  }
  function autocannon(options: Options): Instance;
  namespace autocannon {
    export type { Request, Result };
  }
  export default autocannon;
}
