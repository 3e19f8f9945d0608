import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger } from 'pino';

/**
 * Request bodies and headers are never logged; these paths are a second line of defence so that
 * a secret passed into a log call by mistake is masked rather than written.
 */
const REDACTED_PATHS = [
  'authorization',
  '*.authorization',
  '*.headers.authorization',
  'apiKey',
  '*.apiKey',
  'apiKeyCode',
  '*.apiKeyCode',
  'apiSecret',
  '*.apiSecret',
  'apiPassphrase',
  '*.apiPassphrase',
  'secret',
  '*.secret',
  'credentialsKey',
  '*.credentialsKey',
];

/** Only an error's own description: library errors may carry request bodies or other payloads. */
function errorFields(error: unknown): object {
  if (!(error instanceof Error)) return { message: String(error) };
  const { code, detail } = error as { code?: unknown; detail?: unknown };
  return { type: error.name, message: error.message, code, detail, stack: error.stack };
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'agent-trading-service' },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
      serializers: { err: errorFields },
    },
    destination,
  );
}
