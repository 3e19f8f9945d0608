import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { AgentIdentity } from '../../engine/auth/api-keys.js';
import type { ErrorStyle } from '../../engine/errors.js';
import { writeFlatLine, type FlatFields, type Logger } from '../../engine/logger.js';
import type { AppState } from '../context.js';

const ACCEPTED = /^[A-Za-z0-9._:-]{1,128}$/;

type Bindings = Record<string, string>;
type LineLevel = 'debug' | 'info' | 'error';

/**
 * A request's state, whose logger is made on first use: a pino child costs more than a cached
 * read's whole work, and fields bound before any line is logged (the agent's id, by auth) go into
 * that one child instead of a child of a child. A silenced logger writes nothing, so it gets none.
 */
class RequestState implements AppState {
  errorStyle: ErrorStyle = 'raw';
  agent?: AgentIdentity;
  workId?: string;
  #made: Logger | null = null;
  /** What was bound before the logger was made, in order; kept apart, not merged at every bind. */
  readonly #bound: Bindings[];

  constructor(
    readonly requestId: string,
    private readonly logger: Logger,
  ) {
    this.#bound = [{ requestId }];
  }

  get log(): Logger {
    return (this.#made ??= this.logger.level === 'silent' ? this.logger : this.logger.child(Object.assign({}, ...this.#bound)));
  }

  set log(log: Logger) {
    this.#made = log;
  }

  /**
   * One line at `level`: through the request's logger once it is made, and until then written
   * with the bindings as fields of the line (writeFlatLine), as a child writes them. The access
   * line, the one line most requests log, needs no child of its own.
   */
  line(level: LineLevel, fields: FlatFields, msg: string): void {
    if (this.#made !== null) this.#made[level](fields, msg);
    else writeFlatLine(this.logger, level, [...this.#bound, fields], msg);
  }

  bind(bindings: Bindings): void {
    if (this.#made === null) this.#bound.push(bindings);
    else if (this.#made !== this.logger) this.#made = this.#made.child(bindings);
  }
}

/** Echoes a sane `X-Request-ID` or makes one, and gives the request a logger that carries it. */
export function requestId(logger: Logger): Middleware<AppState> {
  return async (ctx, next) => {
    const sent = ctx.get('x-request-id');
    const id = ACCEPTED.test(sent) ? sent : randomUUID();
    ctx.state = new RequestState(id, logger);
    ctx.set('X-Request-ID', id);
    await next();
  };
}

/** A line of the request's log (RequestState.line). */
export function logLine(state: AppState, level: LineLevel, fields: FlatFields, msg: string): void {
  if (state instanceof RequestState) state.line(level, fields, msg);
  else state.log[level](fields, msg);
}

/** Adds fields to every line the request logs from now on. */
export function addLogBindings(state: AppState, bindings: Bindings): void {
  if (state instanceof RequestState) state.bind(bindings);
  else state.log = state.log.child(bindings);
}
