import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'chai';
import { writeFlatLine } from '../engine/logger.js';
import { capturedLog } from './support/log-capture.js';

describe('logger', () => {
  it('masks secrets passed into a log call by mistake, at the top level and nested, without changing the caller\'s object', () => {
    const { lines, logger } = capturedLog();
    const logged = {
      apiKey: 'k-top',
      venue: { apiSecret: 's-nested', apiPassphrase: 'p-nested', name: 'venue_a' },
      request: { headers: { authorization: 'Bearer a-header', accept: 'json' } },
      wallets: [{ credentialsKey: 'c-in-array' }],
      status: 200,
    };
    const before = structuredClone(logged);
    logger.child({ requestId: 'r1' }).info(logged, 'request');
    const line = JSON.parse(lines[0]!);
    expect(line).to.deep.include({ apiKey: '[redacted]', status: 200, requestId: 'r1', msg: 'request' });
    expect(line.venue).to.deep.equal({ apiSecret: '[redacted]', apiPassphrase: '[redacted]', name: 'venue_a' });
    expect(line.request.headers).to.deep.equal({ authorization: '[redacted]', accept: 'json' });
    expect(line.wallets).to.deep.equal([{ credentialsKey: '[redacted]' }]);
    for (const secret of ['k-top', 's-nested', 'p-nested', 'a-header', 'c-in-array']) expect(lines[0]).not.to.contain(secret);
    expect(logged).to.deep.equal(before);
  });

  it('writes each line\'s time as ISO 8601, the time it was written (formatted once a millisecond, never older)', async () => {
    const { lines, logger } = capturedLog();
    const times: Array<[before: number, after: number]> = [];
    for (let i = 0; i < 3; i++) {
      const before = Date.now();
      logger.info({ i }, 'tick');
      logger.info({ i }, 'tock');
      times.push([before, Date.now()], [before, Date.now()]);
      await sleep(3);
    }
    const written = lines.map((line) => JSON.parse(line).time as string);
    for (const [i, time] of written.entries()) {
      expect(time).to.match(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(Date.parse(time)).to.be.within(times[i]![0], times[i]![1]);
    }
    expect(new Set(written).size, 'lines milliseconds apart share no time').to.be.at.least(3);
  });

  it('writes a flat line as the same text pino writes for the same fields, escaped, masked and after the logger\'s bindings', () => {
    const { lines, logger } = capturedLog();
    const child = logger.child({ requestId: 'r-"1"' });
    const first = { agentId: '42', apiKey: 'k-secret', 'odd "key"': 'line\nbreak \\ tab\t \u0001 é ✓ 🙂' };
    const second = { method: 'GET', path: '/a"b\\c', status: 200, durationMs: 0.4, nan: Number.NaN, far: Number.POSITIVE_INFINITY, empty: '' };
    for (const [level, msg] of [['info', 'request'], ['error', 'request "failed"'], ['debug', 'probe']] as const) {
      const from = lines.length;
      child[level]({ ...first, ...second }, msg);
      writeFlatLine(child, level, [first, second], msg);
      const written = lines.slice(from).map((line) => line.replace(/"time":"[^"]*"/, '"time":"T"'));
      if (level === 'debug') expect(written, 'debug is below the logger\'s level').to.deep.equal([]);
      else {
        expect(written).to.have.length(2);
        expect(written[1]).to.equal(written[0]);
        expect(written[1]).not.to.contain('k-secret');
      }
    }
  });

  it('logs an error by its own description only', () => {
    const { lines, logger } = capturedLog();
    const err = Object.assign(new Error('boom'), { code: 'E_X', body: { apiKey: 'k' } });
    logger.error({ err }, 'failed');
    const line = JSON.parse(lines[0]!);
    expect(line.err).to.include({ type: 'Error', message: 'boom', code: 'E_X' });
    expect(line.err).not.to.have.property('body');
  });
});

describe('the service log on standard output', () => {
  /**
   * What a process running `code` writes on stdout: each line's message and when it arrived, read
   * until its stdout closes (its `exit` may come before the last of it is read).
   */
  async function arrivals(code: string): Promise<Array<{ msg: string; at: number }>> {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
    const arrived: Array<{ msg: string; at: number }> = [];
    let rest = '';
    child.stdout.on('data', (chunk) => {
      const lines = (rest + String(chunk)).split('\n');
      rest = lines.pop()!;
      for (const line of lines) arrived.push({ msg: JSON.parse(line).msg, at: performance.now() });
    });
    const [status] = await once(child, 'close');
    expect(status).to.equal(0);
    return arrived;
  }
  const messages = async (code: string) => (await arrivals(code)).map((line) => line.msg);

  it('writes a line within a moment even when nothing follows it, and what is buffered when the process exits', async function () {
    this.timeout(20_000);
    // One line, another a second later, and an exit at once after the second.
    const arrived = await arrivals(`
      import { createLogger } from './engine/logger.ts';
      const log = createLogger('info');
      log.info('first');
      setTimeout(() => { log.info('last'); process.exit(0); }, 1000);`);
    expect(arrived.map((line) => line.msg)).to.deep.equal(['first', 'last']);
    // Buffered until the exit, the first would come with the last.
    expect(arrived[1]!.at - arrived[0]!.at).to.be.above(700);
  });

  it('writes every logger\'s lines when the process exits at once after them', async function () {
    this.timeout(20_000);
    const code = `
      import { createLogger } from './engine/logger.ts';
      const one = createLogger('info'), two = createLogger('info');
      one.info('one-1'); two.info('two-1'); one.info('one-2');
      process.exit(0);`;
    expect(await messages(code)).to.have.members(['one-1', 'two-1', 'one-2']);
  });

  it('writes the lines logged last when the process ends by running out of work', async function () {
    this.timeout(20_000);
    const code = `
      import { createLogger } from './engine/logger.ts';
      const log = createLogger('info');
      log.info('early');
      setTimeout(() => { log.info('late-1'); log.info('late-2'); }, 300);`;
    expect(await messages(code)).to.deep.equal(['early', 'late-1', 'late-2']);
  });
});
