// The part of autocannon 9's API the benchmark uses (the package ships no types).
declare module "autocannon" {
  import type { EventEmitter } from "node:events";

  export interface AutocannonRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (req: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest;
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }

  export interface AutocannonOptions {
    url: string;
    connections?: number;
    pipelining?: number;
    duration?: number;
    amount?: number;
    timeout?: number;
    headers?: Record<string, string>;
    requests?: AutocannonRequest[];
  }

  export interface AutocannonResult {
    requests: { average: number; total: number; sent: number };
    latency: { p50: number; p90: number; p99: number; average: number; max: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
    start: Date;
    finish: Date;
  }

  export interface Instance extends EventEmitter {
    stop(): void;
  }

  function autocannon(opts: AutocannonOptions, cb: (err: Error | null, result: AutocannonResult) => void): Instance;
  export default autocannon;
}
