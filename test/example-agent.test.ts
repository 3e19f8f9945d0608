import { spawn } from 'node:child_process';
import { expect } from 'chai';
import { startTestService, type TestService } from './support/service.js';

/** The README's walk-through is examples/agent.ts: it must run, as pasted, against the default install. */
describe('the example agent (examples/agent.ts)', () => {
  let service: TestService;
  before(async () => {
    service = await startTestService();
  });
  after(() => service.close());

  it('registers, links a wallet, gets credentials, trades, sets a stop-loss and prints its portfolio', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'examples/agent.ts'], { env: { ...process.env, BASE_URL: service.url }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    const code = await new Promise<number | null>((done) => child.on('close', done));
    expect(code, out).to.equal(0);
    expect(out, out).to.match(/^linked wallet 0x[0-9a-fA-F]{40}$/m);
    expect(out, out).to.match(/^trade 0x[0-9a-f]{64}: matched$/m);
    expect(out, out).to.match(/^stop-loss at 20% \(risk control on\)$/m);
    expect(out, out).to.contain('"positions_count": 1');
  });
});
