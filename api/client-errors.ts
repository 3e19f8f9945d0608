import { randomUUID } from 'node:crypto';
import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { ApiError } from '../engine/errors.js';
import type { ServiceApp } from './app.js';
import { errorBody } from './middleware/errors.js';
import { methodNotAllowed, routeNotFound } from './middleware/unmatched.js';

type ParserError = Error & { code?: string; rawPacket?: Buffer };

/** What Node answers itself, with an empty body, to requests its parser refuses. */
function parserRefusal(code: string | undefined): ApiError {
  if (code === 'HPE_HEADER_OVERFLOW') return new ApiError(431, 'headers_too_large', 'The request headers are too large.');
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return new ApiError(408, 'request_timeout', 'The request did not arrive in time; send it again.');
  return new ApiError(400, 'malformed_request', 'The request is not well-formed HTTP/1.1.');
}

/** The answer to a method the API has no use for, at a path: 405 with Allow, or 404 for an unknown path. */
function wrongMethod(app: ServiceApp, method: string, target: string): ApiError {
  const path = target.split('?')[0]!;
  const route = app.routeAt(path);
  return route ? methodNotAllowed(route) : routeNotFound(method, path);
}

/** An answer written straight to the socket, with the body every error has, and the connection closed. */
function writeRefusal(socket: Duplex, refusal: ApiError): void {
  const requestId = randomUUID();
  const body = JSON.stringify(errorBody(refusal, 'raw', requestId));
  const headers = {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    'X-Request-ID': requestId,
    ...refusal.options.headers,
    Connection: 'close',
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
  socket.end(`HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status]}\r\n${head}\r\n${body}`);
}

/**
 * Node's HTTP parser knows a fixed list of methods and refuses any other (BREW) before Koa sees the
 * request, with a bare 400. Such a request gets the answer of any wrong method instead, and every
 * other refusal a JSON body too.
 */
export function answerParserRefusals(app: ServiceApp) {
  return (error: ParserError, socket: Duplex): void => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const [, method = '', target = '/'] = /^(\S*) (\S*)/.exec(String(error.rawPacket ?? '')) ?? [];
    writeRefusal(socket, error.code === 'HPE_INVALID_METHOD' ? wrongMethod(app, method, target) : parserRefusal(error.code));
  };
}

/** CONNECT never reaches Koa either (Node hands it over as a tunnel request); the API tunnels nothing. */
export function answerConnect(app: ServiceApp) {
  return (request: IncomingMessage, socket: Duplex): void => writeRefusal(socket, wrongMethod(app, 'CONNECT', request.url ?? '/'));
}
