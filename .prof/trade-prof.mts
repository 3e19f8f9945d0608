import { runLoad, report } from '/work/main/bench/load.js';
import { startBenchService } from '/work/main/bench/service.js';
import { benchAgents, singleTrades } from '/work/main/bench/trading.js';
const service = await startBenchService('prof');
const agents = await benchAgents(service.url, 20);
const trades = await singleTrades(agents, 3000);
const kind = process.env.KIND ?? 'trade';
const { Session } = await import('node:inspector/promises');
const session = new Session(); session.connect();
await session.post('Profiler.enable'); await session.post('Profiler.start');
const r = kind === 'me' ? await runLoad(service.url, 3000, 32, (i) => ({ method: 'GET', path: '/agents/me', headers: { authorization: `Bearer ${agents[i % 20]!.key}` } }))
  : await runLoad(service.url, trades.length, 32, (i) => trades[i]!);
const { profile } = await session.post('Profiler.stop');
report(kind, r);
const fs = await import('node:fs');
fs.writeFileSync(`/tmp/prof/${kind}.cpuprofile`, JSON.stringify(profile));
await service.stop();
process.exit(0);
