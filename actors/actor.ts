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
  /** Messages handled as one unit where several wait in a row (see Together). */
  together?: Together<M>;
}

/** What a message's sender is answered. */
export type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/**
 * Messages that `joins` takes, waiting in a row in the mailbox, are handled as one unit, at most
 * `max` of them: `handle` answers each its own outcome, in order, as if handled one after another.
 * A unit of one goes to the behaviour's `handle`.
 */
export interface Together<M extends Message> {
  joins(message: M): boolean;
  max: number;
  handle(messages: M[]): Promise<Outcome[]>;
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
 * One message at a time, from a bounded mailbox, or one unit of messages that wait in a row where
 * the behaviour handles them together (Together). A message's failure rejects only its sender;
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
      for (let next = this.mailbox.shift(); next; next = this.mailbox.shift()) await this.process(this.unitFrom(next));
    } finally {
      this.draining = false;
    }
  }

  /** `first` and the messages waiting right behind it that its unit takes (Together). */
  private unitFrom(first: Envelope<M>): Envelope<M>[] {
    const unit = [first];
    const together = this.behavior.together;
    if (!together?.joins(first.message)) return unit;
    while (unit.length < together.max && this.mailbox.length && together.joins(this.mailbox[0]!.message)) unit.push(this.mailbox.shift()!);
    return unit;
  }

  private async process(unit: Envelope<M>[]): Promise<void> {
    const started = performance.now();
    for (const { queuedAt } of unit) actorMailboxWait.observe((started - queuedAt) / 1000);
    const messages = unit.map((envelope) => envelope.message);
    this.state.inFlight = { kind: messages[0]!.kind, startedAt: this.clock.now() };
    const work = (async (): Promise<Outcome[]> => {
      if (!this.activated) {
        await this.behavior.activate();
        this.activated = true;
      }
      if (unit.length > 1) return this.behavior.together!.handle(messages);
      return [{ ok: true, value: await this.behavior.handle(messages[0]!) }];
    })().catch((error: unknown) => unit.map((): Outcome => ({ ok: false, error })));
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
      for (const { message, reject } of unit) {
        reject(error);
        this.record(message, started, error);
      }
      // Serialisation holds even past a timeout: the next message waits for this one.
      await work;
      this.settled();
      return;
    }
    // The actor's own bookkeeping is done before the sender resumes, so the sender sees it idle.
    this.settled();
    unit.forEach(({ message, resolve, reject }, i) => {
      const outcome = first[i]!;
      this.record(message, started, outcome.ok ? undefined : outcome.error);
      if (outcome.ok) resolve(outcome.value);
      else reject(outcome.error);
    });
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
