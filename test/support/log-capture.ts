import { Writable } from 'node:stream';
import { createLogger, type Logger } from '../../engine/logger.js';

/** A logger at info whose lines (JSON text, one per call) are kept for the test to read. */
export function capturedLog(): { lines: string[]; logger: Logger } {
  const lines: string[] = [];
  const logger = createLogger(
    'info',
    new Writable({
      write(chunk, _e, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  );
  return { lines, logger };
}
