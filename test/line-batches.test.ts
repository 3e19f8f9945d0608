import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'chai';
import { LineBatches, type LineSink } from '../engine/line-batches.js';

/** A sink that records each write and each flush, in order. */
function recordingSink(): LineSink & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    write: (text: string) => void calls.push(`write ${text}`),
    flush: (done?: (error?: Error) => void) => {
      calls.push('flush');
      done?.();
    },
    flushSync: () => void calls.push('flushSync'),
  };
}

describe('LineBatches', () => {
  it('hands the lines of a moment on in one write, in order, once the time has passed and not before', async () => {
    const sink = recordingSink();
    const batches = new LineBatches(sink, 4096, 150);
    for (const line of ['a\n', 'b\n', 'c\n']) batches.write(line);
    await new Promise(setImmediate);
    expect(sink.calls, 'held within the time').to.deep.equal([]);
    await sleep(250);
    expect(sink.calls).to.deep.equal(['write a\nb\nc\n']);
    batches.write('d\n');
    await sleep(250);
    expect(sink.calls, 'a later line starts its own time').to.deep.equal(['write a\nb\nc\n', 'write d\n']);
  });

  it('hands the lines on at once when they reach the size, and the time starts again with the next line', async () => {
    const sink = recordingSink();
    const batches = new LineBatches(sink, 10, 150);
    batches.write('12345\n');
    batches.write('6789\n');
    expect(sink.calls).to.deep.equal(['write 12345\n6789\n']);
    batches.write('x\n');
    expect(sink.calls).to.have.length(1);
    await sleep(250);
    expect(sink.calls).to.deep.equal(['write 12345\n6789\n', 'write x\n']);
    await sleep(200);
    expect(sink.calls, 'nothing written twice').to.have.length(2);
  });

  it('hands what it holds on before flushing the sink, asynchronously or synchronously', async () => {
    const sink = recordingSink();
    const batches = new LineBatches(sink, 4096, 1000);
    batches.write('a\n');
    await new Promise<void>((done) => batches.flush(() => done()));
    batches.write('b\n');
    batches.flushSync();
    batches.flushSync();
    expect(sink.calls).to.deep.equal(['write a\n', 'flush', 'write b\n', 'flushSync', 'flushSync']);
  });
});
