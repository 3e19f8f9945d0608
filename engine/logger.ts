import { pino, type DestinationStream, type Logger } from 'pino';
import { jsonKey, jsonString } from './json-text.js';
import { LineBatches } from './line-batches.js';

export type { Logger } from 'pino';

/**
 * Request bodies and headers are never logged; masking these keys is a second line of defence, so
 * that a secret passed into a log call by mistake is masked rather than written.
 */
const SECRET_KEYS = new Set(['authorization', 'apiKey', 'apiKeyCode', 'apiSecret', 'apiPassphrase', 'secret', 'credentialsKey']);
const CENSOR = '[redacted]';
/** Top-level fields, what they hold, and one level more (a request's `headers.authorization`). */
const MASKED_DEPTH = 3;

const walked = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return Array.isArray(value) || prototype === Object.prototype || prototype === null;
};

/**
 * `fields` with the value of every secret key masked, down to MASKED_DEPTH levels of plain objects
 * and arrays; copied only where something is masked, so the caller's object never changes. pino's
 * own redaction did this with wildcard paths at about 20 µs a line, more than a cached read's
 * whole work; this costs a loop over the fields.
 */
function masked(fields: Record<string, unknown>, depth = 1): Record<string, unknown> {
  let copy: Record<string, unknown> | null = null;
  for (const key in fields) {
    const value = fields[key];
    const replaced = SECRET_KEYS.has(key) && value !== undefined ? CENSOR : depth < MASKED_DEPTH && walked(value) ? masked(value, depth + 1) : value;
    if (replaced !== value) (copy ??= Array.isArray(fields) ? ([...fields] as unknown as Record<string, unknown>) : { ...fields })[key] = replaced;
  }
  return copy ?? fields;
}

/** Only an error's own description: library errors may carry request bodies or other payloads. */
function errorFields(error: unknown): object {
  if (!(error instanceof Error)) return { message: String(error) };
  const { code, detail } = error as { code?: unknown; detail?: unknown };
  return { type: error.name, message: error.message, code, detail, stack: error.stack };
}

let timeMs = -1;
let timeField = '';
/** pino's isoTime, written once a millisecond: at thousands of lines a second, most lines share one. */
const isoTime = () => {
  const now = Date.now();
  if (now !== timeMs) {
    timeMs = now;
    timeField = `,"time":"${new Date(now).toISOString()}"`;
  }
  return timeField;
};

/**
 * Standard output, written up to 64 KB at a time: one write per line under load was a write
 * queued to libuv's thread pool per request or two, and pino's writing was 3-4% of the trade path's
 * event loop. A line waits at most LOG_FLUSH_MS. Each batch is written synchronously, so none is
 * ever in flight: one in flight when the process exited was lost, every time on Node 22. A write
 * costs far more under load than its bytes (a 4 KB one 3 µs alone, 30-40 µs with the service
 * busy beside a database on the same disk): at 4 KB the writes were 2.7% of /agents/me's event
 * loop, at 64 KB 0.4%, and the probe's /agents/me and refused rows read 5-7% more requests a second
 * (three pairs alternating, each won). What is held is written when the process exits; only a crash
 * (kill -9) loses that last moment. As with pino's own default, a stdout nobody reads holds the
 * service up.
 */
const LOG_BUFFER_BYTES = 65536;
const LOG_FLUSH_MS = 100;
const stdoutDestination = () => new LineBatches(pino.destination({ dest: 1, sync: true }), LOG_BUFFER_BYTES, LOG_FLUSH_MS);

export function createLogger(level: string, destination: DestinationStream = stdoutDestination()): Logger {
  return pino(
    {
      level,
      base: { service: 'agent-trading-service' },
      // A child's bindings are the request's and agent's ids, never a secret: only logged fields are masked.
      formatters: { log: masked },
      timestamp: isoTime,
      serializers: { err: errorFields },
    },
    destination,
  );
}

/** Fields whose values are strings and numbers: what a line written by writeFlatLine holds. */
export type FlatFields = Readonly<Record<string, string | number>>;

const symbols = pino.symbols;
interface LoggerParts {
  [symbols.chindingsSym]: string;
  [symbols.endSym]: string;
  [symbols.messageKeySym]: string;
  [symbols.streamSym]: DestinationStream;
  [symbols.timeSym]: () => string;
}

/**
 * The line, if any, `logger[level]({ ...sets[0], ...sets[1], … }, msg)` writes, for sets of distinct keys,
 * written straight to its destination: the same text, from the logger's own level number,
 * timestamp, bindings and end, with secret keys masked as its formatter masks them. For the loggers
 * createLogger makes (and their children): no mixin, hook or message prefix, and a destination that
 * takes lines, not pino's per-line metadata. The access line is the one line most requests log;
 * pino made it through its object merge, its formatter's copy and its general serializer, some 2 µs
 * a request, where these fields need only be quoted.
 */
export function writeFlatLine(logger: Logger, level: 'debug' | 'info' | 'error', sets: readonly FlatFields[], msg: string): void {
  if (!logger.isLevelEnabled(level)) return;
  const parts = logger as unknown as LoggerParts;
  let line = `{"level":${logger.levels.values[level]}${parts[symbols.timeSym]()}${parts[symbols.chindingsSym]}`;
  for (const fields of sets) {
    for (const key in fields) {
      const value = fields[key]!;
      const text = SECRET_KEYS.has(key) ? `"${CENSOR}"` : typeof value === 'string' ? jsonString(value) : Number.isFinite(value) ? String(value) : 'null';
      line += `,${jsonKey(key)}${text}`;
    }
  }
  parts[symbols.streamSym].write(`${line},"${parts[symbols.messageKeySym]}":${jsonString(msg)}${parts[symbols.endSym]}`);
}
