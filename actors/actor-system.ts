import type { Clock } from '../engine/clock.js';
import { ApiError } from '../engine/errors.js';
import { watchActors } from '../engine/metrics.js';
import { Actor, type ActorBehavior, type ActorOptions, type ActorStats, type Message } from './actor.js';

export interface ActorSystemOptions extends ActorOptions {
  /** An actor idle this long is dropped from memory; its next message activates it again. */
  idleMs: number;
}

/** The registry of live actors: activation on first message, passivation when idle, draining shutdown. */
export class ActorSystem<M extends Message> {
  private readonly actors = new Map<string, Actor<M>>();
  private readonly sweeper: NodeJS.Timeout;
  private stopping = false;
  private readonly unwatch: () => void;

  constructor(
    private readonly behaviorFor: (id: string) => ActorBehavior<M>,
    private readonly options: ActorSystemOptions,
    private readonly clock: Clock,
  ) {
    this.sweeper = setInterval(() => this.passivateIdle(), Math.max(1000, Math.min(options.idleMs, 60_000)));
    this.sweeper.unref();
    this.unwatch = watchActors(() => ({ actors: this.actors.size, mailboxDepth: [...this.actors.values()].reduce((sum, actor) => sum + actor.mailboxDepth, 0) }));
  }

  send<R>(id: string, message: M): Promise<R> {
    if (this.stopping) {
      return Promise.reject(new ApiError(503, 'shutting_down', 'The service is shutting down; retry against another instance.', { headers: { 'Retry-After': '1' } }));
    }
    let actor = this.actors.get(id);
    if (!actor) {
      actor = new Actor(id, this.behaviorFor(id), this.options, this.clock);
      this.actors.set(id, actor);
    }
    return actor.send<R>(message);
  }

  passivateIdle(): void {
    const cutoff = this.clock.now() - this.options.idleMs;
    for (const [id, actor] of this.actors) if (actor.idle && actor.lastActivityAt <= cutoff) this.actors.delete(id);
  }

  list(): ActorStats[] {
    return [...this.actors.values()].map((a) => a.stats());
  }

  stats(id: string): ActorStats | undefined {
    return this.actors.get(id)?.stats();
  }

  /** Refuses new messages and waits until every mailbox is empty. */
  async shutdown(): Promise<void> {
    this.stopping = true;
    clearInterval(this.sweeper);
    this.unwatch();
    await Promise.all([...this.actors.values()].map((a) => a.drained()));
  }
}
