import { expect } from 'chai';
import type { ActorBehavior } from '../actors/actor.js';
import { ActorSystem } from '../actors/actor-system.js';
import { onFreshState } from '../actors/agent-actor.js';
import { StaleAgentState } from '../engine/trading/reservations.js';
import { ManualClock } from '../engine/clock.js';
import { ApiError } from '../engine/errors.js';

type Msg = { kind: 'work'; ms: number; fail?: 'crash' | 'refuse'; tag?: string };

class Recorder implements ActorBehavior<Msg> {
  activations = 0;
  running = 0;
  maxRunning = 0;
  order: string[] = [];
  async activate() {
    this.activations++;
  }
  async handle(m: Msg) {
    this.running++;
    this.maxRunning = Math.max(this.maxRunning, this.running);
    await new Promise((r) => setTimeout(r, m.ms));
    this.running--;
    if (m.tag) this.order.push(m.tag);
    if (m.fail === 'crash') throw new Error('boom');
    if (m.fail === 'refuse') throw new ApiError(403, 'refused', 'no');
    return m.tag ?? 'ok';
  }
}

describe('actor system', () => {
  const options = { mailboxSize: 4, messageTimeoutMs: 200, restartAfterFailures: 3, idleMs: 60_000 };
  let clock: ManualClock;
  let behavior: Recorder;
  let system: ActorSystem<Msg>;
  beforeEach(() => {
    clock = new ManualClock();
    behavior = new Recorder();
    system = new ActorSystem(() => behavior, options, clock);
  });
  afterEach(() => system.shutdown());

  it('activates on the first message and handles one message at a time, in order', async () => {
    const results = await Promise.all(['a', 'b', 'c', 'd'].map((tag) => system.send('agent-1', { kind: 'work', ms: 5, tag })));
    expect(results).to.deep.equal(['a', 'b', 'c', 'd']);
    expect(behavior.order).to.deep.equal(['a', 'b', 'c', 'd']);
    expect(behavior.maxRunning).to.equal(1);
    expect(behavior.activations).to.equal(1);
  });

  it('answers 429 with Retry-After when the mailbox is full', async () => {
    const sends = Array.from({ length: 7 }, () => system.send('agent-1', { kind: 'work', ms: 20 }).then(() => 200, (e: ApiError) => e.status));
    const statuses = await Promise.all(sends);
    // One runs at once and four wait; the rest are refused.
    expect(statuses.filter((s) => s === 200)).to.have.length(5);
    expect(statuses.filter((s) => s === 429)).to.have.length(2);
    const refused = await Promise.all(Array.from({ length: 6 }, () => system.send('agent-1', { kind: 'work', ms: 5 }).catch((e) => e)));
    const error = refused.find((r) => r instanceof ApiError) as ApiError;
    expect(error.options.headers).to.deep.equal({ 'Retry-After': '1' });
  });

  it('rejects only the failing caller and keeps serving', async () => {
    const [bad, good] = await Promise.allSettled([
      system.send('agent-1', { kind: 'work', ms: 1, fail: 'crash' }),
      system.send('agent-1', { kind: 'work', ms: 1, tag: 'after' }),
    ]);
    expect(bad.status).to.equal('rejected');
    expect(good).to.deep.equal({ status: 'fulfilled', value: 'after' });
    expect(system.stats('agent-1')).to.include({ processed: 2, failed: 1 });
  });

  it('reloads its state after repeated failures, but not after refusals', async () => {
    for (let i = 0; i < 5; i++) await system.send('agent-1', { kind: 'work', ms: 1, fail: 'refuse' }).catch(() => {});
    expect(behavior.activations).to.equal(1);
    for (let i = 0; i < 3; i++) await system.send('agent-1', { kind: 'work', ms: 1, fail: 'crash' }).catch(() => {});
    await system.send('agent-1', { kind: 'work', ms: 1 });
    expect(behavior.activations).to.equal(2);
    expect(system.stats('agent-1')!.restarts).to.equal(1);
  });

  it('times out a slow message for its caller only, without running two at once', async () => {
    const slow = system.send('agent-1', { kind: 'work', ms: 400, tag: 'slow' });
    const next = system.send('agent-1', { kind: 'work', ms: 1, tag: 'next' });
    const error = await slow.catch((e) => e);
    expect(error).to.be.instanceOf(ApiError).with.property('status', 504);
    expect(await next).to.equal('next');
    expect(behavior.order).to.deep.equal(['slow', 'next']);
    expect(behavior.maxRunning).to.equal(1);
  });

  it('keeps actors of different agents independent', async () => {
    await Promise.all([system.send('a', { kind: 'work', ms: 30 }), system.send('b', { kind: 'work', ms: 30 })]);
    expect(behavior.maxRunning).to.equal(2);
    expect(system.list().map((s) => s.id).sort()).to.deep.equal(['a', 'b']);
  });

  it('passivates an idle actor and activates it again on its next message', async () => {
    await system.send('agent-1', { kind: 'work', ms: 1 });
    clock.advance(30_000);
    system.passivateIdle();
    expect(system.stats('agent-1')).to.not.equal(undefined);
    clock.advance(30_001);
    system.passivateIdle();
    expect(system.stats('agent-1')).to.equal(undefined);
    await system.send('agent-1', { kind: 'work', ms: 1 });
    expect(behavior.activations).to.equal(2);
  });

  it('drains every mailbox on shutdown and refuses new messages', async () => {
    const pending = [1, 2, 3].map((i) => system.send('agent-1', { kind: 'work', ms: 10, tag: `m${i}` }));
    await system.shutdown();
    expect(await Promise.all(pending)).to.deep.equal(['m1', 'm2', 'm3']);
    const refused = await system.send('agent-1', { kind: 'work', ms: 1 }).catch((e) => e);
    expect(refused).to.be.instanceOf(ApiError).with.property('status', 503);
  });

  it('reports mailbox depth, in-flight message and recent messages', async () => {
    const slow = system.send('agent-1', { kind: 'work', ms: 50, tag: 'x' });
    const queued = system.send('agent-1', { kind: 'work', ms: 1 });
    await new Promise((r) => setTimeout(r, 10));
    const live = system.stats('agent-1')!;
    expect(live.mailboxDepth).to.equal(1);
    expect(live.inFlight?.kind).to.equal('work');
    await Promise.all([slow, queued]);
    const done = system.stats('agent-1')!;
    expect(done).to.include({ mailboxDepth: 0, processed: 2, inFlight: null });
    expect(done.recent).to.have.length(2);
  });

  it('handles the messages that wait in a row and join as one unit, at most its most, each sender answered its own outcome', async () => {
    const handled: string[][] = [];
    const joining: ActorBehavior<Msg> = {
      activate: async () => {},
      handle: async (m) => {
        handled.push([m.tag!]);
        return m.tag;
      },
      together: {
        joins: (m) => m.fail === undefined || m.fail === 'refuse',
        max: 3,
        handle: async (messages) => {
          handled.push(messages.map((m) => m.tag!));
          return messages.map((m) => (m.fail === 'refuse' ? { ok: false, error: new ApiError(403, 'refused', m.tag!) } : { ok: true, value: m.tag }));
        },
      },
    };
    const roomy = new ActorSystem<Msg>(() => joining, { ...options, mailboxSize: 10 }, clock);
    try {
      const sent: Msg[] = [
        { kind: 'work', ms: 0, tag: 'a' },
        { kind: 'work', ms: 0, tag: 'b' },
        { kind: 'work', ms: 0, tag: 'c', fail: 'refuse' },
        { kind: 'work', ms: 0, tag: 'd' },
        { kind: 'work', ms: 0, tag: 'e' },
        { kind: 'work', ms: 0, tag: 'x', fail: 'crash' },
        { kind: 'work', ms: 0, tag: 'f' },
      ];
      const answers = await Promise.allSettled(sent.map((m) => roomy.send('agent-1', m)));
      // a is taken before the others arrive; b-d fill a unit; e is alone before x, which joins none.
      expect(handled).to.deep.equal([['a'], ['b', 'c', 'd'], ['e'], ['x'], ['f']]);
      expect(answers.map((a) => (a.status === 'fulfilled' ? a.value : (a.reason as ApiError).code))).to.deep.equal(['a', 'b', 'refused', 'd', 'e', 'x', 'f']);
      expect(roomy.stats('agent-1')).to.include({ processed: 7, mailboxDepth: 0, inFlight: null });
    } finally {
      await roomy.shutdown();
    }
  });

  it('times out every sender of a slow unit, and runs the next message only after the unit', async () => {
    const handled: string[][] = [];
    const slowUnits: ActorBehavior<Msg> = {
      activate: async () => {},
      handle: async (m) => {
        handled.push([m.tag!]);
        return m.tag;
      },
      together: {
        joins: (m) => m.ms > 0,
        max: 10,
        handle: async (messages) => {
          await new Promise((r) => setTimeout(r, 400));
          handled.push(messages.map((m) => m.tag!));
          return messages.map((m) => ({ ok: true, value: m.tag }));
        },
      },
    };
    const roomy = new ActorSystem<Msg>(() => slowUnits, { ...options, mailboxSize: 10 }, clock);
    try {
      const sent = [{ tag: 'a', ms: 1 }, { tag: 'b', ms: 1 }, { tag: 'c', ms: 1 }, { tag: 'next', ms: 0 }].map(({ tag, ms }) => roomy.send('agent-1', { kind: 'work', ms, tag }).catch((e: ApiError) => e.status));
      expect(await Promise.all(sent)).to.deep.equal(['a', 504, 504, 'next']);
      expect(handled).to.deep.equal([['a'], ['b', 'c'], ['next']]);
    } finally {
      await roomy.shutdown();
    }
  });

  it('rejects every sender of a unit that fails as a whole, and keeps serving', async () => {
    let units = 0;
    const failing: ActorBehavior<Msg> = {
      activate: async () => {},
      handle: async (m) => m.tag,
      together: {
        joins: () => true,
        max: 10,
        handle: async () => {
          if (units++ === 0) throw new Error('boom');
          return [];
        },
      },
    };
    const roomy = new ActorSystem<Msg>(() => failing, { ...options, mailboxSize: 10 }, clock);
    try {
      const answers = await Promise.allSettled(['a', 'b', 'c'].map((tag) => roomy.send('agent-1', { kind: 'work', ms: 0, tag })));
      expect(answers.map((a) => (a.status === 'fulfilled' ? a.value : (a.reason as Error).message))).to.deep.equal(['a', 'boom', 'boom']);
      expect(await roomy.send('agent-1', { kind: 'work', ms: 0, tag: 'd' })).to.equal('d');
      expect(roomy.stats('agent-1')).to.include({ processed: 4, failed: 2 });
    } finally {
      await roomy.shutdown();
    }
  });
});

describe('an agent actor deciding on the state it holds', () => {
  it('forgets the state and decides again when the write finds it stale', async () => {
    let runs = 0;
    let forgotten = 0;
    const answer = await onFreshState(
      async () => {
        if (++runs < 3) throw new StaleAgentState('7');
        return 'placed';
      },
      () => forgotten++,
    );
    expect({ answer, runs, forgotten }).to.deep.equal({ answer: 'placed', runs: 3, forgotten: 2 });
  });

  /** A run that always fails with `error`: what reaches the caller, after how many runs. */
  const alwaysFailing = async (error: Error) => {
    let runs = 0;
    const caught = await onFreshState(async () => {
      runs++;
      throw error;
    }, () => {}).catch((e: unknown) => e);
    return { error: caught, runs };
  };

  it('answers 503 agent_changing, with Retry-After, when the state keeps moving', async () => {
    const { error, runs } = await alwaysFailing(new StaleAgentState('7'));
    expect(error).to.be.instanceOf(ApiError);
    expect(error).to.include({ status: 503, code: 'agent_changing' });
    expect((error as ApiError).options.headers).to.include({ 'Retry-After': '1' });
    expect(runs).to.equal(4);
  });

  it('passes any other failure straight on', async () => {
    const { error, runs } = await alwaysFailing(new Error('boom'));
    expect((error as Error).message).to.equal('boom');
    expect(runs).to.equal(1);
  });
});

