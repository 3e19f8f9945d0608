import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readFigures } from './figures.js';
import { cpuLines, floorLines, GOALS, judge, verdictLines } from './goals.js';

/**
 * The step 9 goals, judged as the issue judges them: BENCH_RUNS runs (3 by default), each of
 * `npm run bench` and then `npm run bench:race`, whose figures (bench/figures.ts) are judged on
 * their median. Each run prints as it goes; the verdict comes last. The race needs PostgreSQL:
 * without DATABASE_URL it refuses to run, saying so, and its goals fail as not measured.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-figures-'));

/** An npm script of package.json's, where each bench's command is written once. */
const npmRun = (script: string, file: string) => {
  const { status } = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit', env: { ...process.env, BENCH_FIGURES: file } });
  // A run that failed records what it got to; its missing figures fail their goals.
  if (status !== 0) console.log(`npm run ${script} exited with ${status}`);
};

/** Lines under a heading, or nothing where there are none. */
const section = (heading: string, lines: readonly string[]) => {
  if (lines.length) console.log(heading);
  for (const line of lines) console.log(line);
};

try {
  if (!process.env.DATABASE_URL || !process.env.REDIS_URL) console.log('The goals are set on PostgreSQL + Redis: set DATABASE_URL and REDIS_URL to judge them.');
  const files = Array.from({ length: RUNS }, (_, i) => path.join(dir, `run-${i + 1}.jsonl`));
  for (const [i, file] of files.entries()) {
    console.log(`== run ${i + 1} of ${RUNS}`);
    npmRun('bench', file);
    npmRun('bench:race', file);
  }
  console.log(`== the goals, each on the median of ${RUNS} runs (the runs' figures in order)`);
  const runs = files.map(readFigures);
  for (const line of verdictLines(judge(GOALS, runs))) console.log(line);
  section("== for reading the shares (not goals): each row's CPU per request, the service's and PostgreSQL's, as a multiple of bare Koa's", cpuLines(GOALS, runs));
  section("== beside the trade rows' shares (not a goal): the floor's, a verified, durable resting trade with nothing of the service on top", floorLines(GOALS, runs));
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
