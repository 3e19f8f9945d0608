import { spawn } from 'node:child_process';
import path from 'node:path';
import { NPM_START } from './service-process.js';

/**
 * The idle row, in a fresh process (bench/idle-service.ts), as a deployed service idles: in the
 * benchmark's own process the heap still held the rows before it (their pre-signed requests, the
 * stopped service's leftovers), and collecting it was counted as the idle service's CPU. It runs
 * as `npm start` runs the service (NPM_START).
 */
export async function benchIdle(): Promise<void> {
  const child = spawn(process.execPath, [...NPM_START.args, '--import', 'tsx', path.join(import.meta.dirname, 'idle-service.ts')], {
    env: { ...NPM_START.env, ...process.env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const code = await new Promise<number | null>((done) => child.once('close', done));
  if (code !== 0) throw new Error(`the idle benchmark exited with ${code}`);
}
