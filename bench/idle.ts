import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * The idle row, in a fresh process (bench/idle-service.ts), as a deployed service idles: in the
 * benchmark's own process the heap still held the rows before it (their pre-signed requests, the
 * stopped service's leftovers), and collecting it was counted as the idle service's CPU. It runs
 * with V8's memory reducer off, as `npm start` runs the service.
 */
export async function benchIdle(): Promise<void> {
  const child = spawn(process.execPath, ['--no-memory-reducer', '--import', 'tsx', path.join(import.meta.dirname, 'idle-service.ts')], { stdio: ['ignore', 'inherit', 'inherit'] });
  const code = await new Promise<number | null>((done) => child.once('close', done));
  if (code !== 0) throw new Error(`the idle benchmark exited with ${code}`);
}
