import { randomInt } from 'node:crypto';

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export interface CallOptions {
  key?: string;
  headers?: Record<string, string>;
  /** Sent as is instead of JSON-encoding `body`. */
  rawBody?: string;
}

/** A loopback HTTP client posing as one client address (X-Forwarded-For; the test service trusts it). */
export class Api {
  readonly ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

  constructor(readonly baseUrl: string) {}

  async call<T = any>(method: string, path: string, body?: unknown, options: CallOptions = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.ip, ...options.headers };
    if (options.key) headers.authorization = `Bearer ${options.key}`;
    const payload = options.rawBody ?? (body === undefined ? undefined : JSON.stringify(body));
    if (payload !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) {
      headers['content-type'] = 'application/json';
    }
    const response = await fetch(this.baseUrl + path, { method, headers, body: payload });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON: the test sees the text.
    }
    return { status: response.status, headers: response.headers, body: parsed as T };
  }

  get<T = any>(path: string, options?: CallOptions) {
    return this.call<T>('GET', path, undefined, options);
  }
  post<T = any>(path: string, body?: unknown, options?: CallOptions) {
    return this.call<T>('POST', path, body, options);
  }
}
