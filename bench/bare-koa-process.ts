import { spawn } from 'node:child_process';
import path from 'node:path';

/** The yardstick, bare-koa.mjs, in a plain node process of its own: its URL, its process (whose CPU a row's is compared with), and how to stop it. */
export async function startBareKoa(): Promise<{ url: string; pid: number; stop(): void }> {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'bare-koa.mjs')], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = String(await new Promise((resolve) => child.stdout!.once('data', resolve))).trim();
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, stop: () => child.kill() };
}
