/**
 * Failures to inject, for tests of how a client copes with a misbehaving venue. A fault applies to the
 * next `times` requests matching its route and is then spent.
 */

/** Which of a fake's servers: the fake Polymarket's clob, gamma and data; the fake DFlow's trade, metadata and rpc. */
export type Api = 'clob' | 'gamma' | 'data' | 'trade' | 'metadata' | 'rpc';

export type FaultBehaviour =
  /** Answer 429 {"error":"Too Many Requests"} (with Retry-After when given) without processing. */
  | { status: 429; retryAfter?: number; body?: unknown }
  /** Answer with this status without processing. */
  | { status: 500 | 502 | 503 | 504; body?: unknown }
  /** Wait, then process and answer: the request takes effect only after the delay. */
  | { delayMs: number }
  /**
   * Process the request (an order is accepted: it rests or fills), then withhold the answer: forever
   * (until close) or for answerAfterMs. The client sees a timeout for a request that took effect.
   */
  | { hangAfterAccepting: true; answerAfterMs?: number }
  /** Destroy the connection without answering: before processing, or after it with afterProcessing. */
  | { dropConnection: true; afterProcessing?: boolean };

interface Fault {
  api: Api | null;
  method: string;
  path: string;
  prefix: boolean;
  behaviour: FaultBehaviour;
  remaining: number;
}

const ROUTE = /^(?:(clob|gamma|data|trade|metadata|rpc):)?\s*([A-Z]+)\s+(\/\S*)$/;

export class Faults {
  private faults: Fault[] = [];

  /**
   * `route` is "METHOD /path", e.g. "POST /order"; a trailing "*" matches a path prefix
   * ("GET /data/order/*"), and an "api:" prefix limits it to one of the three servers
   * ("gamma:GET /markets").
   */
  add(route: string, behaviour: FaultBehaviour, times = 1): void {
    const match = ROUTE.exec(route.trim());
    if (!match) throw new Error(`fault route must look like "POST /order", got ${JSON.stringify(route)}`);
    const [, api, method = '', rawPath = ''] = match;
    const prefix = rawPath.endsWith('*');
    this.faults.push({
      api: (api as Api | undefined) ?? null,
      method,
      path: prefix ? rawPath.slice(0, -1) : rawPath,
      prefix,
      behaviour,
      remaining: times,
    });
  }

  take(api: Api, method: string, path: string): FaultBehaviour | undefined {
    const fault = this.faults.find(
      (candidate) =>
        candidate.remaining > 0 &&
        (candidate.api === null || candidate.api === api) &&
        candidate.method === method &&
        (candidate.prefix ? path.startsWith(candidate.path) : path === candidate.path),
    );
    if (!fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.faults = this.faults.filter((candidate) => candidate !== fault);
    return fault.behaviour;
  }

  clear(): void {
    this.faults = [];
  }
}
