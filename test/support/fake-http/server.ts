import http, { type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Api, FaultBehaviour, Faults } from './faults.js';

/** A small node:http server per API: routing, request recording, fault injection and latency. */

export interface RecordedRequest {
  api: Api;
  method: string;
  /** The path as received, without the query string. */
  path: string;
  query: Record<string, string | string[]>;
  headers: IncomingHttpHeaders;
  /** The exact body received ("" when none). */
  body: string;
  /** The status answered; null while pending, or when the answer was withheld or the connection dropped. */
  status: number | null;
  outcome: 'pending' | 'answered' | 'hung' | 'dropped';
  /** Set when a handler threw: the fake answered 500. */
  error?: string;
  at: number;
}

export interface FakeRequest {
  api: Api;
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
  /** Capture groups of the route's path pattern. */
  params: string[];
}

export interface FakeResponse {
  status: number;
  json?: unknown;
  text?: string;
  headers?: Record<string, string>;
}

export interface Route {
  method: string;
  path: string | RegExp;
  handle(request: FakeRequest): FakeResponse | Promise<FakeResponse>;
}

export const json = (status: number, body: unknown, headers?: Record<string, string>): FakeResponse => ({
  status,
  json: body,
  ...(headers ? { headers } : {}),
});

/** The CLOB's error shape (docs: resources/error-codes): {"error": "<message>"}. */
export const errorJson = (status: number, message: string): FakeResponse => json(status, { error: message });

export interface ServerHooks {
  faults: Faults;
  record(request: RecordedRequest): void;
  latencyMs(): number;
  /** Runs before each request is handled (lazy housekeeping such as order expiry). */
  beforeEach(): void;
}

const FAULT_MESSAGES: Record<number, string> = {
  429: 'Too Many Requests',
  500: 'Internal server error',
  502: 'Bad Gateway',
  503: 'Trading is currently disabled. Check polymarket.com for updates',
  504: 'Gateway Timeout',
};

function queryRecord(query: URLSearchParams): Record<string, string | string[]> {
  const record: Record<string, string | string[]> = {};
  for (const key of new Set(query.keys())) {
    const values = query.getAll(key);
    record[key] = values.length === 1 ? values[0]! : values;
  }
  return record;
}

export class ApiServer {
  private readonly server: http.Server;
  private readonly hung = new Set<ServerResponse>();
  private closing = false;

  constructor(
    readonly api: Api,
    private readonly routes: Route[],
    private readonly hooks: ServerHooks,
  ) {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        this.serve(req.method ?? 'GET', req.url ?? '/', req.headers, Buffer.concat(chunks).toString('utf8'), res).catch(() => {
          res.destroy();
        });
      });
    });
  }

  async listen(): Promise<string> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(0, '127.0.0.1', () => resolve());
    });
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  async close(): Promise<void> {
    this.closing = true;
    for (const res of this.hung) res.destroy();
    this.hung.clear();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async serve(method: string, url: string, headers: IncomingHttpHeaders, body: string, res: ServerResponse) {
    const questionMark = url.indexOf('?');
    const path = questionMark === -1 ? url : url.slice(0, questionMark);
    const query = new URLSearchParams(questionMark === -1 ? '' : url.slice(questionMark + 1));
    const recorded: RecordedRequest = {
      api: this.api,
      method,
      path,
      query: queryRecord(query),
      headers,
      body,
      status: null,
      outcome: 'pending',
      at: Date.now(),
    };
    this.hooks.record(recorded);
    const fault = this.hooks.faults.take(this.api, method, path);

    if (fault && 'dropConnection' in fault && !fault.afterProcessing) return this.drop(res, recorded);
    if (fault && 'status' in fault) return this.answer(res, recorded, this.faultResponse(fault));
    if (fault && 'delayMs' in fault) await sleep(fault.delayMs);

    const response = await this.handle({ api: this.api, method, path, query, headers, body, params: [] }, recorded);

    if (fault && 'dropConnection' in fault) return this.drop(res, recorded);
    if (fault && 'hangAfterAccepting' in fault) {
      recorded.outcome = 'hung';
      this.hung.add(res);
      if (fault.answerAfterMs === undefined) return;
      await sleep(fault.answerAfterMs);
      this.hung.delete(res);
    }
    return this.answer(res, recorded, response);
  }

  private async handle(request: FakeRequest, recorded: RecordedRequest): Promise<FakeResponse> {
    try {
      this.hooks.beforeEach();
      for (const route of this.routes) {
        if (route.method !== request.method) continue;
        if (typeof route.path === 'string') {
          if (route.path === request.path) return await route.handle(request);
          continue;
        }
        const match = route.path.exec(request.path);
        if (match) return await route.handle({ ...request, params: match.slice(1).map((group) => group ?? '') });
      }
      // What Go's net/http answers for an unknown route.
      return { status: 404, text: '404 page not found' };
    } catch (error) {
      recorded.error = error instanceof Error ? (error.stack ?? error.message) : String(error);
      return errorJson(500, 'Internal server error');
    }
  }

  private faultResponse(fault: Extract<FaultBehaviour, { status: number }>): FakeResponse {
    const headers: Record<string, string> = {};
    if (fault.status === 429 && fault.retryAfter !== undefined) headers['Retry-After'] = String(fault.retryAfter);
    return json(fault.status, fault.body ?? { error: FAULT_MESSAGES[fault.status] }, headers);
  }

  private drop(res: ServerResponse, recorded: RecordedRequest): void {
    recorded.outcome = 'dropped';
    res.socket?.destroy();
  }

  private async answer(res: ServerResponse, recorded: RecordedRequest, response: FakeResponse): Promise<void> {
    const latency = this.hooks.latencyMs();
    if (latency > 0) await sleep(latency);
    if (this.closing || res.destroyed) return;
    const isText = response.text !== undefined;
    const payload = isText ? response.text! : JSON.stringify(response.json ?? null);
    res.writeHead(response.status, {
      'Content-Type': isText ? 'text/plain; charset=utf-8' : 'application/json',
      'Content-Length': Buffer.byteLength(payload),
      ...response.headers,
    });
    res.end(payload);
    recorded.status = response.status;
    recorded.outcome = 'answered';
  }
}
