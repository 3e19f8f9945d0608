import type { Clock } from '../engine/clock.js';
import { ApiError } from '../engine/errors.js';
import { actorMailboxWait, actorMessages } from '../engine/metrics.js';

/** A message is data; its `kind` names the handler. */
export interface Message {
  kind: string;
}

export interface ActorBehavior<M extends Message> {
  /** Loads the actor's state from the database: on activation and on every restart. */
  activate(): Promise<void>;
  handle(message: M): Promise<unknown>;
}

export interface ActorOptions {
  mailboxSize: number;
  messageTimeoutMs: number;
  /** Unexpected failures in a row after which the actor reloads its state. */
  restartAfterFailures: number;
}

export interface MessageRecord {
  kind: string;
  at: number;
  ms: number;
  ok: boolean;
  error?: string;
}

export interface ActorStats {
  id: string;
  mailboxDepth: number;
  processed: number;
  failed: number;
  restarts: number;
  inFlight: { kind: string; startedAt: number } | null;
  lastActivityAt: number;
  avgHandlingMs: number;
  maxHandlingMs: number;
  recent: MessageRecord[];
}

interface Envelope<M> {
  message: M;
  /** performance.now() when it was queued. */
  queuedAt: number;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

const RECENT = 20;

/**
 * One message at a time, from a bounded mailbox. A message's failure rejects only its sender;
 * refusals (ApiError) are answers, not failures. A timed-out sender is answered at once, but the
 * next message still waits for the slow one, so the actor never runs two at a time.
 */
export class Actor<M extends Message> {
  private readonly mailbox: Envelope<M>[] = [];
  private draining = false;
  private activated = false;
  private consecutiveFailures = 0;
  private totalMs = 0;
  private readonly state: Omit<ActorStats, 'id' | 'mailboxDepth' | 'avgHandlingMs'>;

  constructor(
    readonly id: string,
    private readonly behavior: ActorBehavior<M>,
    private readonly options: ActorOptions,
    private readonly clock: Clock,
  ) {
    this.state = { processed: 0, failed: 0, restarts: 0, inFlight: null, lastActivityAt: clock.now(), maxHandlingMs: 0, recent: [] };
  }

  send<R>(message: M): Promise<R> {
    if (this.mailbox.length >= this.options.mailboxSize) {
      return Promise.reject(
        new ApiError(429, 'mailbox_full', `This agent already has ${this.mailbox.length} requests waiting; retry shortly.`, {
          headers: { 'Retry-After': '1' },
        }),
      );
    }
    return new Promise<R>((resolve, reject) => {
      this.mailbox.push({ message, queuedAt: performance.now(), resolve: resolve as (v: unknown) => void, reject });
      this.state.lastActivityAt = this.clock.now();
      if (!this.draining) void this.drain();
    });
  }

  /** Idle: nothing queued or running. */
  get idle(): boolean {
    return this.state.inFlight === null && this.mailbox.length === 0;
  }

  /** Messages waiting, the running one not counted. */
  get mailboxDepth(): number {
    return this.mailbox.length;
  }

  get lastActivityAt(): number {
    return this.state.lastActivityAt;
  }

  private async drain(): Promise<void> {
    this.draining = true;
    try {
      for (let next = this.mailbox.shift(); next; next = this.mailbox.shift()) await this.process(next);
    } finally {
      this.draining = false;
    }
  }

  private async process({ message, queuedAt, resolve, reject }: Envelope<M>): Promise<void> {
    const started = performance.now();
    actorMailboxWait.observe((started - queuedAt) / 1000);
    this.state.inFlight = { kind: message.kind, startedAt: this.clock.now() };
    const work = (async () => {
      if (!this.activated) {
        await this.behavior.activate();
        this.activated = true;
      }
      return this.behavior.handle(message);
    })().then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    );
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((done) => (timer = setTimeout(() => done('timeout'), this.options.messageTimeoutMs)));
    const first = await Promise.race([work, timedOut]);
    clearTimeout(timer);
    if (first === 'timeout') {
      const error = new ApiError(
        504,
        'agent_busy_timeout',
        `The request took longer than ${this.options.messageTimeoutMs} ms. It may still complete: check its result before retrying.`,
      );
      reject(error);
      this.record(message, started, error);
      // Serialisation holds even past a timeout: the next message waits for this one.
      await work;
      this.settled();
      return;
    }
    // The actor's own bookkeeping is done before the sender resumes, so the sender sees it idle.
    this.settled();
    this.record(message, started, first.ok ? undefined : first.error);
    if (first.ok) resolve(first.value);
    else reject(first.error);
  }

  private settled(): void {
    this.state.inFlight = null;
    this.state.lastActivityAt = this.clock.now();
  }

  private record(message: M, started: number, error?: unknown): void {
    const ok = error === undefined;
    const ms = performance.now() - started;
    this.state.processed++;
    this.totalMs += ms;
    this.state.maxHandlingMs = Math.max(this.state.maxHandlingMs, ms);
    const refusal = error instanceof ApiError && error.status < 500;
    actorMessages.observe({ kind: message.kind, outcome: ok ? 'ok' : refusal ? 'refused' : 'failed' }, ms / 1000);
    if (!ok && !refusal) {
      this.state.failed++;
      if (++this.consecutiveFailures >= this.options.restartAfterFailures) {
        // Reload from the database on the next message: whatever the memory held is suspect.
        this.activated = false;
        this.consecutiveFailures = 0;
        this.state.restarts++;
      }
    } else {
      this.consecutiveFailures = 0;
    }
    this.state.recent.push({ kind: message.kind, at: this.clock.now(), ms: Math.round(ms * 10) / 10, ok: ok || refusal, ...(error instanceof Error ? { error: error.message } : {}) });
    if (this.state.recent.length > RECENT) this.state.recent.shift();
  }

  stats(): ActorStats {
    return {
      id: this.id,
      mailboxDepth: this.mailbox.length,
      avgHandlingMs: this.state.processed ? Math.round((this.totalMs / this.state.processed) * 10) / 10 : 0,
      ...this.state,
      maxHandlingMs: Math.round(this.state.maxHandlingMs * 10) / 10,
      recent: [...this.state.recent],
    };
  }

  /** Resolves when every queued message has been handled. */
  async drained(): Promise<void> {
    while (!this.idle) await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
