import type { ParameterizedContext } from 'koa';
import type { AgentIdentity } from '../engine/auth/api-keys.js';
import type { ErrorStyle } from '../engine/errors.js';
import type { Logger } from '../engine/logger.js';

export interface AppState {
  requestId: string;
  log: Logger;
  /** The body style errors of the matched route answer with. */
  errorStyle: ErrorStyle;
  agent?: AgentIdentity;
  /** Under an Idempotency-Key, the id of the work the request does (see api/middleware/idempotency.ts). */
  workId?: string;
}

export type AppContext = ParameterizedContext<AppState>;
